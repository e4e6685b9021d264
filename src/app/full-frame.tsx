import { useAtomValue } from 'jotai';
import { lazy, Suspense, useContext } from 'react';
import { Outlet, useLocation, useNavigation, useSearchParams } from 'react-router-dom';
import { normalisedPath } from './hydration-data';
import { FooterSlot } from '../features/footer/footer-slot';
import { JOB_PARAM } from '../features/jobs/job-param';
import { SiteHeader } from '../features/navigation/site-header';
import { t } from '../i18n/zh-CN';
import { breadcrumbItemsAtom, breadcrumbVisibleAtom, JOB_DIALOGS_ROOT_ID, loadingAtom } from '../state/page';
import { FirstBreadcrumbsContext } from '../state/first-breadcrumbs';
import { useAtomBeforePaint } from '../state/use-atom-before-paint';
import { Breadcrumb } from '../ui/breadcrumb';
import { Loading } from '../ui/loading';
import { useFrameEffects } from './frame-effects';
import styles from './frame.module.css';

// The dialogs (form, uploads, captcha) load when a job is chosen: no page carries them until then.
const JobDialogs = lazy(() => import('../features/jobs/job-dialogs').then((module) => ({ default: module.JobDialogs })));

/** The breadcrumb bar: only when the channel shows breadcrumbs and the page has set some (before the page paints). */
function BreadcrumbBar() {
  const visible = useAtomValue(breadcrumbVisibleAtom);
  const set = useAtomBeforePaint(breadcrumbItemsAtom);
  // On the prerendered page, its HTML's bar (hydration renders the bar before the page's layout effect sets its own).
  const first = useContext(FirstBreadcrumbsContext);
  const { pathname } = useLocation();
  const items = set.length === 0 && first && normalisedPath(pathname) === first.path ? first.items : set;
  return visible && items.length > 0 ? <Breadcrumb items={items} /> : null;
}

/** Every page but /s/ and /cs: header, main area with the breadcrumb bar, footer and the job dialogs (opened by `?job`). */
export function FullFrame() {
  useFrameEffects();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const busy = useAtomValue(loadingAtom);
  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#main">{t.skipToContent}</a>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        {(navigation.state === 'loading' || busy) && <Loading overlay />}
        <BreadcrumbBar />
        {/* No Suspense boundary around the page: the router loads a page's module before rendering it, and a prerendered
            page must hydrate with the frame. In a boundary of its own it hydrated later, and the frame's data arriving
            first (the site settings) made React render it afresh: the HTML's nodes, the LCP image among them, replaced. */}
        <Outlet />
      </main>
      <FooterSlot />
      <div id={JOB_DIALOGS_ROOT_ID} />
      {params.has(JOB_PARAM) && (
        <Suspense fallback={null}>
          <JobDialogs />
        </Suspense>
      )}
    </div>
  );
}
