import { lazy, Suspense } from 'react';
import { CarouselControls, CarouselRegion, trackStyle, type CarouselProps } from './carousel-frame';
import styles from './carousel.module.css';

// swiper (and its CSS) is fetched only by pages that show a carousel, never by the entry bundle.
const SwiperCarousel = lazy(() => import('./carousel-swiper'));

/** The slides laid out exactly as swiper will lay them out, while its chunk is on its way (no layout shift). */
function StaticCarousel(props: CarouselProps) {
  return (
    <CarouselRegion {...props}>
      <div className={styles.viewport}>
        <div className={styles.track} style={trackStyle(props)}>
          {props.slides.map((slide, i) => (
            <div key={i} className={styles.slide} aria-hidden={i > 0 ? true : undefined}>
              {slide}
            </div>
          ))}
        </div>
      </div>
      <CarouselControls count={props.slides.length} index={0} canPrev={false} canNext={false} playing={props.autoplayMs ? true : undefined} />
    </CarouselRegion>
  );
}

/** A carousel on swiper: prev/next buttons, a pause control when it autoplays, dots, arrow keys. */
export function Carousel(props: CarouselProps) {
  return (
    <Suspense fallback={<StaticCarousel {...props} />}>
      <SwiperCarousel {...props} />
    </Suspense>
  );
}
