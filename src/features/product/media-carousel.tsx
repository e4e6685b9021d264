import { useRef, useState, type KeyboardEvent } from 'react';
import { t } from '../../i18n/zh-CN';
import { CmsImage } from '../../ui/cms-image';
import { useHandover } from '../../ui/use-handover';
import { inPlace, OpenLink, stepped, StepLinks } from './media-links';
import { ZoomButton, type MediaCarouselProps } from './media-frame';
import styles from './media-carousel.module.css';

// swiper comes when the visitor moves the carousel (a thumbnail, an arrow key), fetched ahead by a pointer or a finger
// on it, not with the page: the first screen shows the main image and the thumbnails as they will stay.
const loadSwiper = () => import('./media-swiper');

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
