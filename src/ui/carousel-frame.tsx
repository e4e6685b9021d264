import type { CSSProperties, DOMAttributes, ReactNode } from 'react';
import { t } from '../i18n/zh-CN';
import styles from './carousel.module.css';

/** Slides visible at once: on phones, from 768px and from 1200px (fractions show a peek of the next one). */
export interface PerView {
  base: number;
  md?: number;
  lg?: number;
}

/** What every carousel takes, before and after swiper has loaded. */
export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  slides: ReactNode[];
  /** Autoplay delay in ms (a carousel of one slide per view); none = no autoplay. Never for visitors who ask for reduced motion. */
  autoplayMs?: number;
  loop?: boolean;
  perView?: PerView;
  /** Gap between slides in px. */
  gap?: number;
  /** Controls over the slides (full-width banners) or in a bar below them (card rows). */
  controls?: 'overlay' | 'below';
  className?: string;
}

/** The CSS variables that size the slides, shared by the static fallback and swiper. */
export function trackStyle({ perView = { base: 1 }, gap = 0 }: Pick<CarouselProps, 'perView' | 'gap'>): CSSProperties {
  const md = perView.md ?? perView.base;
  return {
    '--per-base': perView.base,
    '--per-md': md,
    '--per-lg': perView.lg ?? md,
    '--gap': `${gap}px`,
  } as CSSProperties;
}

/** State of the controls of one carousel. */
export interface ControlState {
  count: number;
  index: number;
  canPrev: boolean;
  canNext: boolean;
  /** undefined when the carousel does not autoplay. */
  playing?: boolean;
  onPrev?: () => void;
  onNext?: () => void;
  onGoTo?: (index: number) => void;
  onTogglePlay?: () => void;
}

/** Previous/next buttons, a pause control and one dot per slide; disabled until swiper is there. */
export function CarouselControls({ count, index, canPrev, canNext, playing, onPrev, onNext, onGoTo, onTogglePlay }: ControlState) {
  if (count < 2) return null;
  const c = t.carousel;
  return (
    <div className={styles.controls}>
      <div className={styles.dots}>
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            className={styles.dot}
            aria-label={c.goTo(i + 1, count)}
            aria-current={i === index ? 'true' : undefined}
            disabled={!onGoTo}
            onClick={() => onGoTo?.(i)}
          />
        ))}
      </div>
      <div className={styles.buttons}>
        {playing !== undefined && (
          <button type="button" className={styles.button} aria-label={playing ? c.pause : c.play} disabled={!onTogglePlay} onClick={onTogglePlay}>
            <span aria-hidden="true" className={playing ? styles.pauseIcon : styles.playIcon} />
          </button>
        )}
        <button type="button" className={`${styles.button} ${styles.prev}`} aria-label={c.prev} disabled={!onPrev || !canPrev} onClick={onPrev}>
          <span aria-hidden="true" className={styles.chevron} />
        </button>
        <button type="button" className={`${styles.button} ${styles.next}`} aria-label={c.next} disabled={!onNext || !canNext} onClick={onNext}>
          <span aria-hidden="true" className={styles.chevron} />
        </button>
      </div>
    </div>
  );
}

/** The region around a carousel: its name, its role description and where the controls sit. */
export function CarouselRegion({
  label,
  controls = 'below',
  className,
  children,
  onPointerEnter,
  onTouchStart,
  onFocus,
  onPointerDown,
}: Pick<CarouselProps, 'label' | 'controls' | 'className'> & { children: ReactNode } & Pick<
    DOMAttributes<HTMLElement>,
    'onPointerEnter' | 'onTouchStart' | 'onFocus' | 'onPointerDown'
  >) {
  const classes = [styles.carousel, controls === 'overlay' ? styles.overlay : styles.below, className].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-roledescription={t.carousel.roleDescription} aria-label={label} onPointerEnter={onPointerEnter} onTouchStart={onTouchStart} onFocus={onFocus} onPointerDown={onPointerDown}>
      {children}
    </section>
  );
}

/** Where swiper takes over from the static carousel: what the visitor asked of it before swiper was there. */
export interface CarouselStart {
  index: number;
  /** The play control's state, when the visitor has used it. */
  playing?: boolean;
  /** The accessible name of the control that had the focus, so its swiper twin gets it. */
  focusLabel?: string;
}
