import { lazy, Suspense } from 'react';
import { t } from '../../i18n/zh-CN';
import { CmsImage } from '../../ui/cms-image';
import styles from './product-page.module.css';

// swiper comes beside the page, not in it; until it is there the first image stands in its place.
const MediaSwiper = lazy(() => import('./media-swiper'));

/** Props of MediaCarousel. */
export interface MediaCarouselProps {
  images: readonly string[];
  /** Product name: names the region and every picture. */
  name: string;
  /** Slide shown first. */
  initialIndex?: number;
  /** A click on the main image (the page opens its gallery with the slide clicked). */
  onOpen?: (index: number) => void;
  /** The page's main image: in the first paint, never lazy (it is the LCP element). */
  priority?: boolean;
  /** In the gallery: the current thumbnail takes the dialog's first focus, so the arrow keys move the carousel at once. */
  focusCurrent?: boolean;
  className?: string;
}

/** The first image in the carousel's box and the thumbnail strip's room, so nothing moves when swiper arrives. */
function StaticMedia({ images, name, initialIndex = 0, priority = false, className }: MediaCarouselProps) {
  const src = images[initialIndex] ?? images[0] ?? '';
  return (
    <section className={[styles.staticMedia, className].filter(Boolean).join(' ')} aria-roledescription={t.carousel.roleDescription} aria-label={t.catalogue.images(name)}>
      <CmsImage className={styles.staticImage} src={src} alt={t.catalogue.imageOf(name, initialIndex + 1, images.length)} width={1000} height={1000} sizes="(min-width: 900px) 55vw, 100vw" priority={priority} />
      {images.length > 1 && <div className={styles.thumbRoom} />}
    </section>
  );
}

/** Product images on a looping carousel with thumbnails (media-swiper.tsx). */
export function MediaCarousel(props: MediaCarouselProps) {
  return (
    <Suspense fallback={<StaticMedia {...props} />}>
      <MediaSwiper {...props} />
    </Suspense>
  );
}
