import { t } from '../../i18n/zh-CN';
import { CmsImage } from '../../ui/cms-image';
import { CmsLink } from '../../ui/cms-link';
import { Price } from '../../ui/price';
import type { BlockComponentProps } from '../block-types';
import styles from './brand-goods-model.module.css';

/** brandGoodsModel: one product model, its picture beside name, description, spec list, price and link. */
export function BrandGoodsModel({ content }: BlockComponentProps<'brandGoodsModel'>) {
  const reversed = content.picLocation === 3;
  return (
    <section className={reversed ? `${styles.model} ${styles.reversed}` : styles.model} aria-label={content.name}>
      <CmsImage className={styles.media} src={content.image} alt={content.name} width={1000} height={1000} sizes="(min-width: 900px) 50vw, 100vw" />
      <div className={styles.body}>
        {content.series && <p className={styles.series}>{content.series}</p>}
        <h2 className={styles.name}>{content.name}</h2>
        {content.description && <p className={styles.description}>{content.description}</p>}
        {content.specs.length > 0 && (
          <dl className={styles.specs} aria-label={t.blocks.specs}>
            {content.specs.map((spec, i) => (
              <div key={i} className={styles.spec}>
                <dt>{spec.label}</dt>
                <dd>{spec.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {content.price !== undefined && (
          <p className={styles.price}>
            <span className={styles.priceLabel}>{t.officialPrice}</span> <Price value={content.price} />
          </p>
        )}
        {content.linkName && (
          <CmsLink link={content.link} variant="button" className={styles.link}>
            {content.linkName}
          </CmsLink>
        )}
      </div>
    </section>
  );
}
