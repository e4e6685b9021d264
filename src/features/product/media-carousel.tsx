import { useRef, useState, type KeyboardEvent } from 'react';
import { t } from '../../i18n/zh-CN';
import { CmsImage } from '../../ui/cms-image';
import { useHandover } from '../../ui/use-handover';
import { inPlace, OpenLink, stepped, StepLinks } from './media-links';
import styles from './media-carousel.module.css';

// swiper comes when the visitor moves the carousel (a thumbnail, an arrow key), fetched ahead by a pointer or a finger
// on it, not with the page: the first screen shows the main image and the thumbnails as they will stay.
const loadSwiper = () => import('./media-swiper');

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

type StaticProps = MediaCarouselProps & { onStart: (index: number) => void; onStep: (step: 1 | -1) => void; fetch: () => void; onPointerDown: () => void };

/** The carousel as swiper will lay it out: the image shown, the thumbnails; using them hands over to swiper. */
function StaticMedia({ images, name, initialIndex = 0, pictureHref, openHref, steps = false, priority = false, className, zoomable = false, onStart, onStep, fetch, onPointerDown }: StaticProps) {
  const count = images.length;
  const c = t.catalogue;
  const src = images[initialIndex] ?? images[0] ?? '';
  const alt = c.imageOf(name, initialIndex + 1, count);
  const picture = <CmsImage className={styles.image} src={src} alt={alt} width={1000} height={1000} sizes="(min-width: 900px) 55vw, 100vw" priority={priority} />;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') onStep(-1);
    else if (event.key === 'ArrowRight') onStep(1);
  };
  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription={t.carousel.roleDescription}
      aria-label={c.images(name)}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      {...(count > 1 && { onPointerEnter: fetch, onTouchStart: fetch })}
    >
      <div className={styles.main}>
        {openHref ? <OpenLink href={openHref(initialIndex)} label={`${c.openGallery}：${alt}`}>{picture}</OpenLink> : picture}
      </div>
      {steps && <StepLinks index={initialIndex} count={count} pictureHref={pictureHref} onStep={onStep} />}
      {zoomable && <ZoomButton zoomed={false} />}
      {count > 1 && (
        <ul className={styles.thumbs}>
          {images.map((thumb, i) => (
            <li key={`${i}-${thumb}`}>
              <a
                href={pictureHref(i)}
                className={styles.thumb}
                aria-label={c.showImage(i + 1)}
                aria-current={i === initialIndex ? 'true' : undefined}
                onClick={(event) => inPlace(event, () => onStart(i))}
              >
                <CmsImage src={thumb} alt="" width={72} height={72} sizes="72px" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Product images on a looping carousel with thumbnails (media-swiper.tsx), static until the visitor reaches for it. */
export function MediaCarousel(props: MediaCarouselProps) {
  const [start, setStart] = useState<{ index: number; focusLabel?: string }>();
  // The latest choice at once, not at the next render: a key pressed right after a thumbnail click moves on from it.
  const chosen = useRef<number>(undefined);
  const onStart = (index: number) => {
    chosen.current = index;
    const focused = document.activeElement;
    setStart({ index, focusLabel: focused instanceof HTMLElement ? (focused.getAttribute('aria-label') ?? undefined) : undefined });
  };
  const onStep = (step: 1 | -1) => onStart(stepped(chosen.current ?? props.initialIndex ?? 0, step, props.images.length));
  const { Twin, fetch, onPointerDown } = useHandover(loadSwiper, Boolean(start || props.awake));
  const shown = { ...props, initialIndex: start?.index ?? props.initialIndex, focusLabel: start?.focusLabel };
  // While swiper is on its way the thumbnails and arrow keys still take the visitor's choice: swiper starts there.
  if (Twin) return <Twin {...shown} />;
  return <StaticMedia {...shown} onStart={onStart} onStep={onStep} fetch={fetch} onPointerDown={onPointerDown} />;
}
