import type { ProductDetail } from '../../../schemas/api/product';
import { formatPrice } from '../../lib/format';
import { t } from '../../i18n/zh-CN';
import { shownImageSrc } from '../../ui/cms-image';
import styles from './product-summary.module.css';

/** Name, series, guide price, main image and description of a product. */
export function ProductSummary({ product }: { product: ProductDetail }) {
  const series = product.i18nBrandSeriesName?.en || product.brandSeriesName;
  const image = shownImageSrc(product.mediaMajor?.url ?? product.mediaList.find((m) => m.mediaType == null)?.url);
  return (
    <article className={styles.summary}>
      <div className={styles.media}>{image && <img src={image} alt={product.productName} width={1000} height={1000} />}</div>
      <div className={styles.info}>
        {series && <p className={styles.series}>{series}</p>}
        <h1 className={styles.name}>{product.productName}</h1>
        <p className={styles.price}>
          <span>{t.officialPrice}</span> {t.yen}
          {formatPrice(product.skuList[0]?.skuShelfInfoVo?.salePrice ?? 0)}
        </p>
        <p className={styles.description}>{product.descText}</p>
      </div>
    </article>
  );
}
