import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { t } from '../../i18n/zh-CN';
import { formatYuan } from '../../lib/format';
import { BUY_PARAM, DIALOG_OPEN, GALLERY_PARAM, IMAGE_PARAM } from '../../engine/paths';
import { useDialogParam } from '../../ui/use-dialog-param';
import { Price } from '../../ui/price';
import { useSiteSettings } from '../shared/frame/frame-data';
import { BuyDialog } from './buy-dialog';
import { CustomerHelp } from './customer-help';
import { MediaCarousel } from './media-carousel';
import { ProductDescription, ProductFacts } from './product-facts';
import { ProductGallery } from './product-gallery';
import type { ProductData } from './product-loader';
import { guidePrice } from '../../api/product-price';
import { CAROUSEL_MAX, GALLERY_MAX, pictureIndex, pictureNumber, productImages, seriesName, variantLabel } from './product-fields';
import { SharePanel } from './share-panel';
import { VariantSelector } from './variant-selector';
import styles from './product-page.module.css';

// The block components come only with a product whose page has blocks.
const ProductBlocks = lazy(() => import('./product-blocks'));

/**
 * Everything the spec's product detail lists: images with thumbnails and gallery, series, name, variants,
 * guide price, buy and share, the member perk, description, features, specifications, then the CMS blocks.
 */
export function ProductView({ data }: { data: ProductData }) {
  const product = data.productDetail;
  const [searchParams] = useSearchParams();
  const vc = searchParams.get('vc');
  const settings = useSiteSettings();
  const buy = useDialogParam(BUY_PARAM);
  const image = useDialogParam(IMAGE_PARAM);
  const galleryDialog = useDialogParam(GALLERY_PARAM);

  const gallery = productImages(product, GALLERY_MAX);
  const images = gallery.slice(0, CAROUSEL_MAX);
  // The first picture is the page's own address; the others name theirs, so a visitor without script can change it.
  const pictureHref = (i: number) => (i === 0 ? image.closeHref : image.openHref(pictureNumber(i)));
  const series = seriesName(product);
  const name = product.productName;
  const c = t.catalogue;
  return (
    <>
      <article className={styles.product}>
        <div className={styles.media}>
          {images.length > 0 ? (
            <MediaCarousel
              images={images}
              name={name}
              initialIndex={pictureIndex(image.value, images.length) ?? 0}
              pictureHref={pictureHref}
              openHref={(i) => galleryDialog.openHref(pictureNumber(i))}
              priority
            />
          ) : (
            <div className={styles.noImage} aria-hidden="true" />
          )}
        </div>
        <div className={styles.info}>
          {series && <p className={styles.series}>{series}</p>}
          <h1 className={styles.name}>{name}</h1>
          <VariantSelector label={variantLabel(product)} variants={data.groupProducts} currentId={product.productId} vc={vc ?? undefined} />
          <p className={styles.price}>
            <span className={styles.priceLabel}>{t.officialPrice}</span>
            <Price value={guidePrice(product)} className={styles.priceValue} />
          </p>
          <div className={styles.actions}>
            {/* On a phone a bar at the foot of the screen, so the price and 立即购买 stay in reach; in line on wider screens. */}
            <div className={styles.buyBar}>
              {/* The price repeated for the eye alone (drawn from the attribute): the page's text says it once. */}
              <span className={styles.buyBarPrice} data-price={formatYuan(guidePrice(product))} aria-hidden="true" />
              {/* A link: tapped before the app runs, the server answers with the dialog open. */}
              <Link to={buy.openHref(DIALOG_OPEN)} className={styles.primaryButton} aria-haspopup="dialog" data-opens={BUY_PARAM} preventScrollReset>
                {c.buyNow}
              </Link>
            </div>
            <SharePanel title={`${series} ${name}`.trim()} image={product.mediaMajor?.url ?? images[0] ?? ''} />
          </div>
          <ProductDescription product={product} />
          <CustomerHelp settings={settings} variant="page" />
        </div>
      </article>
      <ProductFacts product={product} />
      {data.blocks.length > 0 && (
        <div className={styles.blocks}>
          <Suspense fallback={null}>
            <ProductBlocks blocks={data.blocks} />
          </Suspense>
        </div>
      )}
      <ProductGallery images={gallery} name={name} dialog={galleryDialog} />
      <BuyDialog open={buy.value === DIALOG_OPEN} onClose={buy.close} closeHref={buy.closeHref} boutiquePhone={data.boutiquePhone} />
    </>
  );
}
