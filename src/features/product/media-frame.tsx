import { t } from '../../i18n/zh-CN';
import styles from './media-carousel.module.css';

// What the static carousel and its swiper twin share, in a file of its own so neither imports the other.

/** Props of MediaCarousel. */
export interface MediaCarouselProps {
  images: readonly string[];
  /** Product name: names the region and every picture. */
  name: string;
  /** Slide shown first. */
  initialIndex?: number;
  /** The address showing picture `index`: each thumbnail (and the gallery's previous and next) links there; with the app it shows it in place. */
  pictureHref: (index: number) => string;
  /** The page's: the address of the gallery open at picture `index`, where each picture links. */
  openHref?: (index: number) => string;
  /** The gallery's: previous and next links over the picture, round the loop. */
  steps?: boolean;
  /** The page's main image: in the first paint, never lazy (it is the LCP element). */
  priority?: boolean;
  /** Load swiper at once (a gallery the visitor has just opened) rather than when reached for. */
  awake?: boolean;
  /** In the gallery: the current thumbnail takes the dialog's first focus, so the arrow keys move the carousel at once. */
  focusCurrent?: boolean;
  className?: string;
  /** The accessible name of the control that had the focus before swiper took over (swiper gives it back). */
  focusLabel?: string;
  /** The gallery's: swiper's zoom (a double tap, a pinch, a double click) and a 放大/缩小 button for the keyboard and the mouse. */
  zoomable?: boolean;
}

const zoomIcon = (zoomed: boolean) => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path d={zoomed ? 'M7.5 10.5h6' : 'M7.5 10.5h6M10.5 7.5v6'} stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" fill="none" />
    <circle cx="10.5" cy="10.5" r="6.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
    <path d="M15.5 15.5L20 20" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
  </svg>
);

/** 放大/缩小 over the picture's corner; without `onClick` (before swiper is there) it holds its place, disabled. */
export function ZoomButton({ zoomed, onClick }: { zoomed: boolean; onClick?: () => void }) {
  return (
    <button type="button" className={styles.zoom} disabled={!onClick} onClick={onClick}>
      {zoomIcon(zoomed)}
      {zoomed ? t.catalogue.zoomOut : t.catalogue.zoomIn}
    </button>
  );
}
