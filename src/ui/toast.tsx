import { lazy, Suspense, useSyncExternalStore } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

const SiteToaster = lazy(() => import('./toaster').then(({ SiteToaster }) => ({ default: SiteToaster })));

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Mounts the toaster, once: with the first toast or the first dialog, whichever comes first. Most visits raise no
 * toast, so no first screen waits for it; a dialog's form gets it before the visitor types in it, as a toaster
 * arriving mid-typing was seen to cost a keystroke in the browser tests.
 */
export function prepareToasts(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Shows an error toast (`id` keeps one toast per cause); the toast store comes with the first one. */
export function toastError(message: string, options?: { id?: string }): void {
  void import('react-hot-toast').then(({ default: toast }) => toast.error(message, options));
  prepareToasts();
}

/** The site's toasts, mounted once wanted (nothing on the server and at hydration). */
export function ToastLayer() {
  const shown = useSyncExternalStore(subscribe, () => wanted, () => false);
  // Outside the router, whose boundaries catch a page's errors: a failing toaster would otherwise take the page down.
  return shown ? (
    <ErrorBoundary fallback={null}>
      <Suspense>
        <SiteToaster />
      </Suspense>
    </ErrorBoundary>
  ) : null;
}
