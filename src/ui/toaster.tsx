import { resolveValue, useToaster, type Toast } from 'react-hot-toast';
import styles from './toaster.module.css';

/** How long each toast kind stays (spec point 4): error and blank 4 s, success 2 s, loading until dismissed. */
export const TOAST_DURATIONS = { blank: 4000, error: 4000, success: 2000, loading: Infinity } as const;
/** At most this many toasts show at once (react-hot-toast's limit is the spec's). */
export const TOAST_LIMIT = 20;

const OPTIONS = {
  duration: TOAST_DURATIONS.blank,
  success: { duration: TOAST_DURATIONS.success },
  error: { duration: TOAST_DURATIONS.error },
  loading: { duration: TOAST_DURATIONS.loading },
};

const ICON_CLASS: Partial<Record<Toast['type'], string>> = { success: styles.success, error: styles.error, loading: styles.loading };

/**
 * The site's toasts, top-right in the brand colours: react-hot-toast's store and timers (vite aliases it to its
 * headless build), drawn with a CSS module, so no runtime <style> tag needs 'unsafe-inline' in the CSP.
 */
export function SiteToaster() {
  const { toasts, handlers } = useToaster(OPTIONS);
  return (
    <div className={styles.region} data-position="top-right" onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
      {toasts.map((toast) => {
        const icon = ICON_CLASS[toast.type];
        return (
          <div key={toast.id} className={toast.visible ? styles.toast : `${styles.toast} ${styles.leaving}`} {...toast.ariaProps}>
            {icon && <span className={`${styles.icon} ${icon}`} aria-hidden="true" />}
            <span className={styles.message}>{resolveValue(toast.message, toast)}</span>
          </div>
        );
      })}
    </div>
  );
}
