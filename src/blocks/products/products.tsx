import type { CSSProperties } from 'react';
import { t } from '../../i18n/zh-CN';
import { CmsLink } from '../../ui/cms-link';
import { ProductCard } from '../../ui/product-card';
import { Section } from '../../ui/section';
import type { BlockComponentProps } from '../block-types';
import styles from './products.module.css';

/** products: a titled grid of product cards (2-4 columns on desktop) with a "more" link below. */
export function Products({ content }: BlockComponentProps<'products'>) {
  const moreLabel = content.moreName || t.blocks.viewMore;
  // Two columns on phones and tablets, the content's own count from 1024px.
  const sizes = `(min-width: 1024px) ${Math.ceil(100 / content.columns)}vw, 50vw`;
  return (
    <Section title={content.title} subTitle={content.subTitle}>
      <ul className={styles.grid} style={{ '--columns': content.columns } as CSSProperties}>
        {content.list.map((product) => (
          <li key={product.spuId}>
            <ProductCard product={product} sizes={sizes} />
          </li>
        ))}
      </ul>
      {content.moreLink && (
        <p className={styles.more}>
          <CmsLink link={content.moreLink} variant="button">
            {moreLabel}
          </CmsLink>
        </p>
      )}
    </Section>
  );
}
