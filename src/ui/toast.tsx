import { lazy, Suspense, useSyncExternalStore } from 'react';

const SiteToaster = lazy(() => import('./toaster').then(({ SiteToaster }) => ({ default: SiteToaster })));

let raised = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Shows an error toast (`id` keeps one toast per cause). The toast store and the toaster load with the first one:
 * most visits raise none, so no first screen waits for them.
 */
export function toastError(message: string, options?: { id?: string }): void {
  void import('react-hot-toast').then(({ default: toast }) => toast.error(message, options));
  if (raised) return;
  raised = true;
  for (const listener of listeners) listener();
}

/** The site's toasts, mounted once the first is raised (nothing on the server and at hydration). */
export function ToastLayer() {
  const shown = useSyncExternalStore(subscribe, () => raised, () => false);
  return shown ? (
    <Suspense>
      <SiteToaster />
    </Suspense>
  ) : null;
}
