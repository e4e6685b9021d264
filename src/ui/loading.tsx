import { t } from '../i18n/zh-CN';
import styles from './loading.module.css';

/** The 'Loading...' indicator of lazy pages and data on its way; `overlay` floats it over the current page. */
export function Loading({ overlay = false }: { overlay?: boolean }) {
  return (
    <div className={overlay ? styles.overlay : styles.loading} role="status" aria-live="polite">
      {t.loading}
    </div>
  );
}
