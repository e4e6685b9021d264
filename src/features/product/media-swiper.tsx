import { useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Zoom } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/zoom';
import { t } from '../../i18n/zh-CN';
import { prefersReducedMotion } from '../../lib/motion';
import { CmsImage } from '../../ui/cms-image';
import { ZoomButton, type MediaCarouselProps } from './media-frame';
import { inPlace, OpenLink, StepLinks } from './media-links';
import styles from './media-carousel.module.css';

/**
 * One product image at a time on a looping swiper, with thumbnails (up to 72x72, beside it on a wide screen) that follow
 * the real index (and move the carousel when clicked); in the gallery, zoomable. Loaded lazily by MediaCarousel.
 */
export default function MediaSwiper({ images, name, initialIndex = 0, pictureHref, openHref, steps = false, priority = false, className, focusLabel, focusCurrent = false, zoomable = false }: MediaCarouselProps) {
  // A ref, not state: an arrow key or a thumbnail used right after swiper took over must reach it, before any re-render.
  const swiper = useRef<SwiperInstance>(undefined);
  const [index, setIndex] = useState(initialIndex);
  // Set by swiper's zoom however it came (the button, a double tap, a pinch; back to 1 when the slide changes).
  const [zoomed, setZoomed] = useState(false);
  const [reduced] = useState(prefersReducedMotion);
  const count = images.length;
  const c = t.catalogue;
  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription={t.carousel.roleDescription}
      aria-label={c.images(name)}
      onKeyDown={(event) => {
        // Arrow keys move the carousel from anywhere inside it: the slides and thumbnails are all links. A frame
        // later, as swiper's slideToLoop (a thumbnail) moves: a key right after a thumbnail then comes after its move.
        if (event.key === 'ArrowLeft') requestAnimationFrame(() => swiper.current?.slidePrev());
        else if (event.key === 'ArrowRight') requestAnimationFrame(() => swiper.current?.slideNext());
      }}
    >
      <Swiper
        className={styles.main}
        modules={zoomable ? [A11y, Zoom] : [A11y]}
        {...(zoomable && { zoom: { maxRatio: 2.5 }, onZoomChange: (_s: SwiperInstance, scale: number) => setZoomed(scale > 1) })}
        slidesPerView={1}
        initialSlide={initialIndex}
        // swiper's loop needs three slides or more; two slides rewind instead, which looks the same to a visitor.
        loop={count >= 3}
        rewind={count === 2}
        speed={reduced ? 0 : 500}
        // Its ResizeObserver takes a box with a fractional width for resized as it starts, and its re-seat, a frame late,
        // undid an arrow key pressed meanwhile. The box follows the window (scrollbar-gutter too): its resize event is enough.
        resizeObserver={false}
        a11y={{ containerMessage: null, containerRoleDescriptionMessage: null, itemRoleDescriptionMessage: t.carousel.slideRoleDescription, slideLabelMessage: t.carousel.slideLabel }}
        onSwiper={(s) => {
          swiper.current = s;
          // The thumbnail the visitor used before swiper was there keeps the focus in its swiper twin.
          const controls = s.el.closest('section')?.querySelectorAll<HTMLElement>('a, button') ?? [];
          [...controls].find((control) => focusLabel && control.getAttribute('aria-label') === focusLabel)?.focus();
        }}
        onSlideChange={(s) => setIndex(s.realIndex)}
      >
        {images.map((src, i) => {
          const picture = (
            <CmsImage
              className={styles.image}
              src={src}
              alt={c.imageOf(name, i + 1, count)}
              width={1000}
              height={1000}
              sizes="(min-width: 900px) 55vw, 100vw"
              priority={priority && i === initialIndex}
            />
          );
          return (
            <SwiperSlide key={`${i}-${src}`} className={styles.slide} zoom={zoomable}>
              {/* swiper's pointerdown handling keeps a click from focusing the link: OpenLink focuses it, so closing the gallery returns here. */}
              {openHref ? <OpenLink href={openHref(i)} label={`${c.openGallery}：${c.imageOf(name, i + 1, count)}`}>{picture}</OpenLink> : picture}
            </SwiperSlide>
          );
        })}
      </Swiper>
      {steps && <StepLinks index={index} count={count} pictureHref={pictureHref} onStep={(step) => (step < 0 ? swiper.current?.slidePrev() : swiper.current?.slideNext())} />}
      {zoomable && <ZoomButton zoomed={zoomed} onClick={() => swiper.current?.zoom.toggle()} />}
      {count > 1 && (
        <ul className={styles.thumbs}>
          {images.map((src, i) => (
            <li key={`${i}-${src}`}>
              <a
                href={pictureHref(i)}
                className={styles.thumb}
                aria-label={c.showImage(i + 1)}
                aria-current={i === index ? 'true' : undefined}
                data-autofocus={focusCurrent && i === initialIndex ? true : undefined}
                // Mounted after the dialog opened (swiper arrives lazily): take the focus the dialog could not give.
                ref={focusCurrent && i === initialIndex ? (link) => link?.focus() : undefined}
                onClick={(event) => inPlace(event, () => (count >= 3 ? swiper.current?.slideToLoop(i) : swiper.current?.slideTo(i)))}
              >
                <CmsImage src={src} alt="" width={72} height={72} sizes="72px" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
