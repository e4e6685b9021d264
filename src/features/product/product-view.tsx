import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BlockTree } from '../../blocks/block-tree';
import { parseBlocks } from '../../engine/parse';
import { t } from '../../i18n/zh-CN';
import { formatPrice } from '../../lib/format';
import { useBreadcrumbs } from '../../state/use-breadcrumbs';
import { siteLinkContext } from '../../ui/cms-link';
import { siteSettingsAtom } from '../store/site-settings';
import { BuyDialog } from './buy-dialog';
import { CustomerHelp } from './customer-help';
import { MediaCarousel } from './media-carousel';
import { productBreadcrumbs } from './product-breadcrumbs';
import { ProductDescription, ProductFacts } from './product-facts';
import { ProductGallery } from './product-gallery';
import type { ProductData } from './product-loader';
import { CAROUSEL_MAX, GALLERY_MAX, guidePrice, productImages, seriesName, variantLabel } from './product-fields';
import { SharePanel } from './share-panel';
import { VariantSelector } from './variant-selector';
import styles from './product-page.module.css';

/** The product page's own configuration model: read as configuration, never rendered as a block. */
export const STORY_CONFIG_MODEL = 'storyBasicConfig';

/**
 * Everything the spec's product detail lists: images with thumbnails and gallery, series, name, variants,
 * guide price, buy and share, the member perk, description, features, specifications, then the CMS blocks.
 */
export function ProductView({ data }: { data: ProductData }) {
  const product = data.productDetail;
  const [searchParams] = useSearchParams();
  const vc = searchParams.get('vc');
  useBreadcrumbs(productBreadcrumbs(product, vc, siteLinkContext));
  const settings = useAtomValue(siteSettingsAtom);
  const [galleryIndex, setGalleryIndex] = useState<number | null>(null);
  const [buying, setBuying] = useState(false);
  const { blocks } = useMemo(() => parseBlocks(data.pageModelContents, { ignore: [STORY_CONFIG_MODEL] }), [data.pageModelContents]);

  const gallery = productImages(product, GALLERY_MAX);
  const images = gallery.slice(0, CAROUSEL_MAX);
  const series = seriesName(product);
  const name = product.productName;
  const c = t.catalogue;
  return (
    <>
      <article className={styles.product}>
        <div className={styles.media}>
          {images.length > 0 ? (
            <MediaCarousel images={images} name={name} onOpen={setGalleryIndex} priority />
          ) : (
            <div className={styles.noImage} aria-hidden="true" />
          )}
        </div>
        <div className={styles.info}>
          {series && <p className={styles.series}>{series}</p>}
          <h1 className={styles.name}>{name}</h1>
          <VariantSelector label={variantLabel(product)} variants={data.groupProducts} currentId={product.productId} query={vc ? `?vc=${encodeURIComponent(vc)}` : ''} />
          <p className={styles.price}>
            <span className={styles.priceLabel}>{t.officialPrice}</span>
            <span className={styles.priceValue}>{`${t.yen}${formatPrice(guidePrice(product))}`}</span>
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.primaryButton} onClick={() => setBuying(true)}>{c.buyNow}</button>
            <SharePanel title={`${series} ${name}`.trim()} image={product.mediaMajor?.url ?? images[0] ?? ''} />
          </div>
          <ProductDescription product={product} />
          <CustomerHelp settings={settings} variant="page" />
        </div>
      </article>
      <ProductFacts product={product} />
      {blocks.length > 0 && (
        <div className={styles.blocks}>
          <BlockTree blocks={blocks} />
        </div>
      )}
      <ProductGallery images={gallery} name={name} index={galleryIndex} onClose={() => setGalleryIndex(null)} />
      <BuyDialog open={buying} onClose={() => setBuying(false)} />
    </>
  );
}
