import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { resolveValue, useToaster, type Toast } from 'react-hot-toast';
import styles from './toaster.module.css';

/** How long each toast kind stays: error and blank 4 s, success 2 s, loading until dismissed. */
export const TOAST_DURATIONS = { blank: 4000, error: 4000, success: 2000, loading: Infinity } as const;

const OPTIONS = {
  duration: TOAST_DURATIONS.blank,
  success: { duration: TOAST_DURATIONS.success },
  error: { duration: TOAST_DURATIONS.error },
  loading: { duration: TOAST_DURATIONS.loading },
};

const ICON_CLASS: Partial<Record<Toast['type'], string>> = { success: styles.success, error: styles.error, loading: styles.loading };

/** The last open modal dialog, or null. */
const topModal = (): HTMLDialogElement | null =>
  [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].filter((d) => d.matches(':modal')).pop() ?? null;

/** The open modal dialog the toasts belong in (everything outside it is inert), or null when none is open. */
function useModalHost(): HTMLDialogElement | null {
  // Mounted only in a browser (with the first toast or dialog): a dialog already open is the host from the first render,
  // as a layer that starts in the page and then moves in is drawn anew, and its toasts slide in twice.
  const [host, setHost] = useState(topModal);
  useEffect(() => {
    const update = () => setHost(topModal());
    // A dialog opens or closes by its open attribute, and may leave the page without closing first.
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, childList: true, attributeFilter: ['open'] });
    // Mounted with its first toast, maybe while a dialog is already open.
    update();
    return () => observer.disconnect();
  }, []);
  return host;
}

/**
 * Open modal dialogs sit in the browser's top layer, above any z-index; the toasts' manual popover joins it too,
 * and whatever entered last is on top. So the layer (re-)enters the top layer whenever a toast appears and
 * whenever it moves into a dialog that has just opened.
 */
function useTopLayerLast(host: HTMLDialogElement | null, count: number) {
  const ref = useRef<HTMLDivElement>(null);
  // Before paint: a layer drawn anew (moved into or out of a dialog) is never painted outside the top layer.
  useLayoutEffect(() => {
    const layer = ref.current;
    // Without the Popover API (before Baseline 2024) the layer is a plain fixed element.
    if (!layer || typeof layer.showPopover !== 'function') return;
    // Left inside a dialog that has just left the page (showPopover would throw): the observer moves it out and shows it.
    if (!layer.isConnected) return;
    if (layer.matches(':popover-open')) layer.hidePopover();
    layer.showPopover();
  }, [host, count]);
  return ref;
}

/** The custom property on a dialog holding the room its toasts take at the foot of the screen (modal.module.css). */
const TOAST_SPACE = '--toast-space';

/**
 * Tells the dialog the toasts sit in how much of the screen's foot they take (their height and the gap under them), so
 * a phone's dialog keeps its panel above them: a toast never covers the fields it asks the visitor to put right.
 */
function useToastSpace(host: HTMLDialogElement | null) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const region = ref.current;
    if (!host || !region || typeof ResizeObserver !== 'function') return;
    const measure = () => {
      const height = region.offsetHeight;
      if (height > 0) host.style.setProperty(TOAST_SPACE, `${height + 2 * parseFloat(getComputedStyle(region).bottom)}px`);
      else host.style.removeProperty(TOAST_SPACE);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(region);
    return () => {
      observer.disconnect();
      host.style.removeProperty(TOAST_SPACE);
    };
  }, [host]);
  return ref;
}

/** How long a toast's entrance lasts (toaster.module.css, `enter`). */
const ENTER_MS = 350;

/** A toast drawn anew once it has entered (its layer moved into or out of a dialog) stays put instead of entering again. */
function toastClass(toast: Toast): string {
  const state = !toast.visible ? styles.leaving : Date.now() - toast.createdAt >= ENTER_MS ? styles.settled : undefined;
  return [styles.toast, state].filter(Boolean).join(' ');
}

/**
 * The site's toasts, top-right in the brand colours: react-hot-toast's store and timers (vite aliases it to its
 * headless build), drawn with a CSS module, so no runtime <style> tag needs 'unsafe-inline' in the CSP. They wrap
 * inside their box and sit above any open dialog: inside it (so they are not inert) and in the top layer after it,
 * at the bottom right there (a dialog's top right holds its close button).
 */
export function SiteToaster() {
  const { toasts, handlers } = useToaster(OPTIONS);
  const host = useModalHost();
  const ref = useTopLayerLast(host, toasts.length);
  const region = useToastSpace(host);
  const layer = (
    <div ref={ref} popover="manual" className={styles.layer}>
      <div ref={region} className={styles.region} data-position={host ? 'bottom-right' : 'top-right'} onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
        {toasts.map((toast) => {
          const icon = ICON_CLASS[toast.type];
          return (
            <div key={toast.id} className={toastClass(toast)} {...toast.ariaProps}>
              {icon && <span className={`${styles.icon} ${icon}`} aria-hidden="true" />}
              <span className={styles.message}>{resolveValue(toast.message, toast)}</span>
            </div>
          );
        })}
      </div>
    </div>
  );
  return host ? createPortal(layer, host) : layer;
}
