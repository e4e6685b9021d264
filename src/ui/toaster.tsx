import { Toaster } from 'react-hot-toast';

/** How long each toast kind stays (spec point 4): error and blank 4 s, success 2 s, loading until dismissed. */
export const TOAST_DURATIONS = { blank: 4000, error: 4000, success: 2000, loading: Infinity } as const;
/** At most this many toasts show at once (react-hot-toast's limit is the spec's). */
export const TOAST_LIMIT = 20;

/** The site's toasts: top-right, in the brand colours. */
export function SiteToaster() {
  return (
    <Toaster
      position="top-right"
      toastOptions={{
        duration: TOAST_DURATIONS.blank,
        success: { duration: TOAST_DURATIONS.success, iconTheme: { primary: 'var(--color-primary)', secondary: '#fff' } },
        error: { duration: TOAST_DURATIONS.error },
        loading: { duration: TOAST_DURATIONS.loading },
        style: { color: 'var(--color-secondary)', fontSize: 'var(--text-01)', borderRadius: 'var(--radius-2)', boxShadow: 'var(--shadow-1)' },
      }}
    />
  );
}
