import { t } from '../../i18n/zh-CN';
import { ProductCard } from '../../ui/product-card';
import { Section } from '../../ui/section';
import type { BlockComponentProps } from '../block-types';
import styles from './goods.module.css';

/** goods: product cards picked by spu id, two across on phones and up to four on desktop. */
export function Goods({ content }: BlockComponentProps<'goods'>) {
  return (
    <Section title={content.title} label={t.blocks.products}>
      <ul className={styles.grid}>
        {content.list.map((product) => (
          <li key={product.spuId}>
            <ProductCard product={product} sizes="(min-width: 1024px) 25vw, 50vw" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
