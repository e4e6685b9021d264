import { useCallback, useState, type KeyboardEvent } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { t } from '../i18n/zh-CN';
import { prefersReducedMotion } from '../lib/motion';
import { CarouselControls, CarouselRegion, trackStyle, type CarouselProps, type CarouselStart, type ControlState } from './carousel-frame';
import styles from './carousel.module.css';

function controlState(swiper: SwiperInstance, loop: boolean): Pick<ControlState, 'index' | 'canPrev' | 'canNext'> {
  return { index: swiper.realIndex, canPrev: loop || !swiper.isBeginning, canNext: loop || !swiper.isEnd };
}

/** The swiper half of Carousel, loaded lazily; it takes over where the static carousel was left (see carousel.tsx). */
export default function SwiperCarousel({ start = { index: 0 }, ...props }: CarouselProps & { start?: CarouselStart }) {
  const { slides, autoplayMs, perView = { base: 1 }, gap = 0 } = props;
  const single = perView.base === 1 && (perView.md ?? 1) === 1 && (perView.lg ?? 1) === 1;
  // swiper's loop clones slides and needs enough of them; with fewer it only warns and misbehaves.
  const loop = Boolean(props.loop) && single && slides.length >= 3;
  const [reduced] = useState(prefersReducedMotion);
  const [swiper, setSwiper] = useState<SwiperInstance>();
  const [state, setState] = useState({ index: start.index, canPrev: loop, canNext: slides.length > 1 });
  const [initiallyPlaying] = useState(start.playing ?? (Boolean(autoplayMs) && !reduced));
  const [playing, setPlaying] = useState(initiallyPlaying);

  const sync = useCallback((s: SwiperInstance) => setState(controlState(s, loop)), [loop]);
  const onSwiper = (s: SwiperInstance) => {
    setSwiper(s);
    // The control the visitor used on the static carousel keeps the focus in its swiper twin.
    // (Read through swiper's element: the region's own ref is attached after its children's effects.)
    const buttons = s.el.closest('section')?.querySelectorAll('button') ?? [];
    [...buttons].find((button) => start.focusLabel && button.getAttribute('aria-label') === start.focusLabel)?.focus();
    if (start.index > 0) {
      if (loop) s.slideToLoop(start.index, 0);
      else s.slideTo(start.index, 0);
    }
    sync(s);
  };
  const togglePlay = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') swiper?.slidePrev();
    else if (event.key === 'ArrowRight') swiper?.slideNext();
  };

  return (
    <CarouselRegion {...props}>
      <div className={styles.viewport} onKeyDown={onKeyDown}>
        <Swiper
          className={styles.swiper}
          style={trackStyle({ perView, gap })}
          modules={[A11y, Autoplay]}
          slidesPerView={single ? 1 : 'auto'}
          spaceBetween={gap}
          loop={loop}
          speed={reduced ? 0 : 600}
          autoplay={autoplayMs ? { enabled: initiallyPlaying, delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
          a11y={{
            containerMessage: null,
            containerRoleDescriptionMessage: null,
            itemRoleDescriptionMessage: t.carousel.slideRoleDescription,
            slideLabelMessage: t.carousel.slideLabel,
          }}
          onSwiper={onSwiper}
          onSlideChange={sync}
          onReachBeginning={sync}
          onReachEnd={sync}
          onFromEdge={sync}
          onResize={sync}
        >
          {slides.map((slide, i) => (
            <SwiperSlide key={i} className={styles.slide}>
              {slide}
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
      <CarouselControls
        count={slides.length}
        {...state}
        playing={autoplayMs ? playing : undefined}
        onPrev={() => swiper?.slidePrev()}
        onNext={() => swiper?.slideNext()}
        onGoTo={(i) => (loop ? swiper?.slideToLoop(i) : swiper?.slideTo(i))}
        onTogglePlay={togglePlay}
      />
    </CarouselRegion>
  );
}
