import { t } from '../i18n/zh-CN';
import styles from './loading.module.css';

/**
 * The 'Loading...' indicator of lazy pages and data on its way (the spec's fallback); `overlay` floats 加载中… over the
 * current page while a submission or the next page is on its way. Announced politely either way.
 */
export function Loading({ overlay = false }: { overlay?: boolean }) {
  return (
    <div className={overlay ? styles.overlay : styles.loading} role="status" aria-live="polite">
      {overlay ? t.loadingOverlay : t.loading}
    </div>
  );
}
