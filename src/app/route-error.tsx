import { Link } from 'react-router-dom';
import { t } from '../i18n/zh-CN';
import styles from './frame.module.css';

/** The router's error view. */
export function RouteError() {
  return (
    <main className={styles.error}>
      <h1>{t.routerError}</h1>
      <Link to="/" className={styles.errorLink}>{t.backHome}</Link>
    </main>
  );
}
