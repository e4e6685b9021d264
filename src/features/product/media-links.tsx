import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { GALLERY_PARAM } from '../../engine/paths';
import { t } from '../../i18n/zh-CN';
import styles from './media-carousel.module.css';

// The carousel's links, shared by its static frame and its swiper twin: each names the address a visitor without the
// app is sent to, and with the app a click is answered in place (the gallery's opening by the router, at its address).

/** The index `step` pictures on from `index`, round the loop of `count`. */
export const stepped = (index: number, step: 1 | -1, count: number): number => (index + step + count) % count;

/** A click on a link the app answers in place: its address is for a visitor without the app. */
export function inPlace(event: MouseEvent, act: () => void): void {
  event.preventDefault();
  act();
}

const chevron = (step: 1 | -1) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d={step < 0 ? 'M14.5 6l-6 6 6 6' : 'M9.5 6l6 6-6 6'} stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" fill="none" />
  </svg>
);

/** The gallery's 上一张/下一张 on the picture's edges: links to the picture before or after `index`, which the app shows in place. */
export function StepLinks({ index, count, pictureHref, onStep }: { index: number; count: number; pictureHref: (index: number) => string; onStep: (step: 1 | -1) => void }) {
  if (count < 2) return null;
  return (
    <>
      {([-1, 1] as const).map((step) => (
        <a key={step} href={pictureHref(stepped(index, step, count))} className={`${styles.step} ${step < 0 ? styles.prev : styles.next}`} aria-label={step < 0 ? t.carousel.prev : t.carousel.next} onClick={(event) => inPlace(event, () => onStep(step))}>
          {chevron(step)}
        </a>
      ))}
    </>
  );
}

/** The page's picture: a link to the gallery open at it (a click leaves the focus here, so closing the gallery returns to it). */
export function OpenLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <Link to={href} className={styles.open} aria-label={label} aria-haspopup="dialog" data-opens={GALLERY_PARAM} preventScrollReset onClick={(event) => event.currentTarget.focus()}>
      {children}
    </Link>
  );
}
