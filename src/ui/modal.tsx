import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { t } from '../i18n/zh-CN';
import styles from './modal.module.css';
import { prepareToasts } from './toast';

/** A modal's states: closed, open, and closing (the exit transition before the dialog closes). */
export type ModalState = 'closed' | 'open' | 'closing';

/** Where the panel sits: centred card, or a full-height sheet from the start edge (mobile navigation). */
export type ModalPlacement = 'center' | 'sheet';

/** Every dialog has an accessible name: a label, or the id of its visible title. */
type ModalName = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

/** Props of Modal. */
export type ModalProps = ModalName & {
  open: boolean;
  /** Asked to close (overlay click, Escape, close button); the owner sets `open` to false. */
  onClose: () => void;
  /** How long the closing state lasts, in ms, before the dialog closes (0 = at once). */
  closeDelay?: number;
  closeOnOverlay?: boolean;
  closeOnEscape?: boolean;
  /** Show the close button in the corner (default true). */
  closeButton?: boolean;
  placement?: ModalPlacement;
  /** Class of the panel, for the owner's size and padding. */
  className?: string;
  /** The page's address without the dialog: its close button is then a link there, which works before the app does. */
  closeHref?: string;
  /** The `data-opens` value of the links that open it: focus goes back to one when the page arrived with it open. */
  openedBy?: string;
  children: ReactNode;
};

let scrollLocks = 0;

/** What opened each open dialog, for a dialog opened from inside another one that then closes (a hand-over). */
const openers = new WeakMap<Element, HTMLElement>();

/** What Tab can reach inside a dialog, in order. */
const TABBABLE = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes round to the first, Shift+Tab from the first to the last: the native dialog
 * would let focus leave for the browser's own controls, and a keyboard visitor lose their place.
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const stops = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => element.getClientRects().length > 0);
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** The first shown element marked as opening the dialog `name`, for a dialog that was open when the page arrived. */
const openerOf = (name: string | undefined) =>
  name ? [...document.querySelectorAll<HTMLElement>(`[data-opens="${name}"]`)].find((element) => element.getClientRects().length > 0) : undefined;

/** Locks page scroll while any modal is open (nested modals count). */
function lockScroll(): () => void {
  const root = document.documentElement;
  if (scrollLocks++ === 0) root.style.overflow = 'hidden';
  return () => {
    if (--scrollLocks === 0) root.style.overflow = '';
  };
}

/** Follows `open` through the closing state: open -> closing (for `delay` ms) -> closed. */
export function useModalState(open: boolean, delay: number): ModalState {
  const [state, setState] = useState<ModalState>(open ? 'open' : 'closed');
  const [prev, setPrev] = useState(open);
  if (prev !== open) {
    setPrev(open);
    setState(open ? 'open' : delay > 0 && state === 'open' ? 'closing' : 'closed');
  }
  useEffect(() => {
    if (state !== 'closing') return;
    const timer = window.setTimeout(() => setState('closed'), delay);
    return () => window.clearTimeout(timer);
  }, [state, delay]);
  return state;
}

const closeIcon = (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" fill="none" />
  </svg>
);

/**
 * A modal dialog on the native <dialog>: named, focus moved in on open and back on close, page scroll locked,
 * closes on overlay click and Escape (both switchable), with an optional closing delay for the exit transition.
 */
export function Modal({
  open, onClose, closeDelay = 0, closeOnOverlay = true, closeOnEscape = true, closeButton = true, placement = 'center',
  className, closeHref, openedBy, children, label, labelledBy,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOnOverlay = useRef(false);
  const state = useModalState(open, closeDelay);
  const shown = state !== 'closed';
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!shown || !dialog) return;
    prepareToasts();
    const active = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const opener = active ?? openerOf(openedBy) ?? null;
    // Opened from a dialog that hands over and closes: its control goes with it, so focus returns to what opened that dialog.
    const handedOverFrom = opener?.closest('dialog');
    const fallback = handedOverFrom ? openers.get(handedOverFrom) : undefined;
    if (opener) openers.set(dialog, opener);
    // Rendered open in the page's flow (so the server's markup shows it before and without the app): made modal here.
    dialog.removeAttribute('open');
    dialog.showModal();
    // React sets no autofocus attribute (its autoFocus fires while the dialog is still closed): data-autofocus names the first stop.
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]');
    if (first) first.focus();
    else if (!dialog.contains(document.activeElement)) dialog.focus();
    const unlock = lockScroll();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
      else if (fallback?.isConnected) fallback.focus();
    };
  }, [shown, openedBy]);

  if (!shown) return null;
  return (
    <dialog
      ref={ref}
      open
      className={`${styles.dialog} ${styles[placement]}`}
      data-state={state}
      aria-label={label}
      aria-labelledby={labelledBy}
      tabIndex={-1}
      onCancel={(event) => {
        // A file chooser dismissed inside the dialog fires a bubbling cancel at its input: not the dialog's Escape.
        if (event.target !== event.currentTarget) return;
        // Escape: the owner decides; the native close would skip the closing state and the owner's flag.
        event.preventDefault();
        if (closeOnEscape) onCloseRef.current();
      }}
      onClose={(event) => {
        // The browser may close a dialog without a cancelable cancel event (repeated Escape): tell the owner. One that is
        // open again was only made modal.
        if (open && !event.currentTarget.open) onCloseRef.current();
      }}
      onKeyDown={keepTabInside}
      onPointerDown={(event) => {
        pressedOnOverlay.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (closeOnOverlay && pressedOnOverlay.current && event.target === event.currentTarget) onCloseRef.current();
        pressedOnOverlay.current = false;
      }}
    >
      <div className={className ? `${styles.panel} ${className}` : styles.panel}>
        {closeButton && closeHref !== undefined && (
          <a
            href={closeHref}
            className={styles.close}
            aria-label={t.frame.close}
            onClick={(event) => {
              event.preventDefault();
              onCloseRef.current();
            }}
          >
            {closeIcon}
          </a>
        )}
        {closeButton && closeHref === undefined && (
          <button type="button" className={styles.close} aria-label={t.frame.close} onClick={() => onCloseRef.current()}>
            {closeIcon}
          </button>
        )}
        {children}
      </div>
    </dialog>
  );
}
