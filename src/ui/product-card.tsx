import type { ProductCard as ProductCardData } from '../../schemas/cms/block-parts';
import { CmsImage } from './cms-image';
import { CmsLink } from './cms-link';
import { Price } from './price';
import styles from './product-card.module.css';

/** Card box of the RC channel's cards: 676x528. */
export const PRODUCT_CARD_BOX = { width: 676, height: 528 } as const;

/** The level of a card's name: one below the heading the cards sit under (h2 right under a page's h1). */
export type CardHeading = 'h2' | 'h3';

/**
 * A product card: picture, series, name and price; without a link of its own it opens the product page. `priority`
 * for the cards of a list's first screen: their picture is the page's largest paint, so never lazy.
 */
export function ProductCard({ product, sizes, priority = false, heading: Name = 'h3' }: { product: ProductCardData; sizes?: string; priority?: boolean; heading?: CardHeading }) {
  const link = product.link ?? { linkType: 3, linkSpuId: product.spuId };
  return (
    <article className={styles.card}>
      <CmsLink link={link} className={styles.link}>
        <CmsImage
          className={styles.media}
          src={product.image}
          alt={product.name}
          {...PRODUCT_CARD_BOX}
          sizes={sizes ?? '(min-width: 1200px) 25vw, (min-width: 768px) 33vw, 80vw'}
          priority={priority}
        />
        <div className={styles.body}>
          {product.series && <p className={styles.series}>{product.series}</p>}
          <Name className={styles.name}>{product.name}</Name>
          {product.price !== undefined && (
            <p className={styles.price}>
              <Price value={product.price} />
            </p>
          )}
        </div>
      </CmsLink>
    </article>
  );
}
