import { Suspense } from 'react';
import { Link, Outlet, useNavigation } from 'react-router-dom';
import { BRAND_NAME, COPYRIGHT_YEAR } from '../config/constants';
import { t } from '../i18n/zh-CN';
import styles from './frame.module.css';
import { Loading } from '../ui/loading';
import { ScrollToTop } from './scroll-to-top';

/** Every page but /s/ and /cs: header, main area and footer around the page. */
export function FullFrame() {
  const navigation = useNavigation();
  return (
    <div className={styles.frame}>
      <ScrollToTop />
      <a className={styles.skip} href="#main">{t.skipToContent}</a>
      <header className={styles.header}>
        <Link to="/" className={styles.logo} aria-label={`${BRAND_NAME} ${t.home}`}>
          {BRAND_NAME}
        </Link>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {navigation.state === 'loading' && <Loading overlay />}
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className={styles.footer}>© {COPYRIGHT_YEAR} {BRAND_NAME}</footer>
    </div>
  );
}
