import { useEffect, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { prefersReducedMotion } from '../lib/motion';
import { t } from '../i18n/zh-CN';
import { CarouselControls, CarouselRegion, trackStyle, type CarouselProps, type CarouselStart } from './carousel-frame';
import styles from './carousel.module.css';
import { useHandover } from './use-handover';
import { useReducedMotion } from './use-reduced-motion';

// swiper (and its CSS) is fetched when a visitor reaches for a carousel (pointer, touch, focus). The first screen paints
// the static slides without it, and without it on the wire; an autoplaying carousel turns by itself until then.
const loadSwiper = () => import('./carousel-swiper');

type StaticProps = CarouselProps & { start: CarouselStart; onStart: (start: CarouselStart) => void; awake: boolean; fetch: () => void; onPointerDown: () => void };

/** The slides laid out exactly as swiper will lay them out (no layout shift); reaching for it wakes swiper up. */
function StaticCarousel({ start, onStart, awake, fetch, onPointerDown, ...props }: StaticProps) {
  const count = props.slides.length;
  const reduced = useReducedMotion();
  const playing = start.playing ?? (props.autoplayMs ? !reduced : undefined);
  const asked = (next: Partial<CarouselStart>, renamed?: string) => {
    const focused = document.activeElement;
    const focusLabel = focused instanceof HTMLButtonElement ? (renamed ?? focused.getAttribute('aria-label') ?? undefined) : undefined;
    onStart({ ...start, ...next, focusLabel });
  };
  const go = (index: number) => asked({ index: (index + count) % count });
  // A pointer or a finger on the carousel: swiper takes over before the tap lands. Focus only fetches it, as
  // swapping the DOM under a focused link would lose the focus.
  const wake = () => onStart({ ...start });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' && props.loop) go(start.index - 1);
    else if (event.key === 'ArrowRight') go(start.index + 1);
  };
  return (
    <CarouselRegion {...props} onPointerDown={onPointerDown} {...(!awake && count > 1 && { onPointerEnter: wake, onTouchStart: wake, onFocus: fetch })}>
      <div className={styles.viewport} onKeyDown={onKeyDown}>
        <div className={styles.track} style={{ ...trackStyle(props), '--index': start.index } as CSSProperties}>
          {props.slides.map((slide, i) => (
            // Beyond the slides a phone shows: out of reach (no focus, no reading) until swiper takes over.
            <div key={i} className={styles.slide} inert={i < start.index || i >= start.index + (props.perView?.base ?? 1) || undefined}>
              {slide}
            </div>
          ))}
        </div>
      </div>
      <CarouselControls
        count={count}
        index={start.index}
        canPrev={Boolean(props.loop)}
        canNext
        playing={playing}
        onPrev={() => go(start.index - 1)}
        onNext={() => go(start.index + 1)}
        onGoTo={(i) => go(i)}
        onTogglePlay={() => asked({ playing: !playing }, playing ? t.carousel.play : t.carousel.pause)}
      />
    </CarouselRegion>
  );
}

/**
 * A carousel on swiper: prev/next buttons, a pause control when it autoplays, dots, arrow keys. Until the visitor
 * reaches for it, it is static (an autoplaying one turns by itself, a slide at a time); swiper then takes over in
 * place, at the slide shown.
 */
export function Carousel(props: CarouselProps) {
  const [start, setStart] = useState<CarouselStart>({ index: 0 });
  const [awake, setAwake] = useState(false);
  const { autoplayMs } = props;
  const count = props.slides.length;
  useEffect(() => {
    if (awake || !autoplayMs || count < 2 || prefersReducedMotion()) return;
    // Turning needs no swiper: a visitor who only watches never fetches it.
    const turn = window.setInterval(() => setStart((shown) => ({ ...shown, index: (shown.index + 1) % count })), autoplayMs);
    return () => window.clearInterval(turn);
  }, [awake, autoplayMs, count]);
  const onStart = (next: CarouselStart) => {
    setStart(next);
    setAwake(true);
  };
  const { Twin, fetch, onPointerDown } = useHandover(loadSwiper, awake);
  if (Twin) return <Twin {...props} start={start} />;
  return <StaticCarousel {...props} start={start} onStart={onStart} awake={awake} fetch={fetch} onPointerDown={onPointerDown} />;
}
