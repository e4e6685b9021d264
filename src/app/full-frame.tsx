import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import type { JobDialogs as JobDialogsType } from '../features/jobs/job-dialogs';
import { Outlet, useNavigation, useSearchParams } from 'react-router-dom';
import { FooterSlot } from '../features/footer/footer-slot';
import { SiteHeader } from '../features/navigation/site-header';
import { t } from '../i18n/zh-CN';
import { JOB_PARAM } from '../engine/paths';
import { JOB_DIALOGS_ROOT_ID, loadingAtom } from '../state/page';
import { Loading } from '../ui/loading';
import { BreadcrumbBar } from './breadcrumb-bar';
import { useFrameDialogs } from './frame-dialogs-loader';
import { useFrameEffects } from './frame-effects';
import styles from './frame.module.css';

// The dialogs (form, uploads, captcha) load when a job is chosen: no page carries them until then.
const loadJobDialogs = () => import('../features/jobs/job-dialogs');
const LazyJobDialogs = lazy(() => loadJobDialogs().then((module) => ({ default: module.JobDialogs })));
let loadedJobDialogs: typeof JobDialogsType | undefined;

/**
 * Before a page whose address opens a job hydrates (the server rendered the job open): the dialogs' code, so they
 * hydrate with the page and answer a click at once, not from a boundary left asleep until their code arrives.
 */
export async function preloadJobDialogs(search: string): Promise<void> {
  if (new URLSearchParams(search).has(JOB_PARAM)) loadedJobDialogs = (await loadJobDialogs()).JobDialogs;
}

/**
 * Every page but /s/ and /cs: header, main area with the breadcrumb bar, footer and the job dialogs (opened by `?job`); a
 * dialog of the frame the arriving address names gets the data the server loaded for it.
 */
export function FullFrame() {
  useFrameEffects();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const busy = useAtomValue(loadingAtom);
  const arrived = useFrameDialogs();
  // Chosen once: the dialogs themselves when their code came before hydrating, else the lazy ones.
  const [JobDialogs] = useState(() => loadedJobDialogs ?? LazyJobDialogs);
  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#main">{t.skipToContent}</a>
      <SiteHeader arrived={arrived} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {(navigation.state === 'loading' || busy) && <Loading overlay />}
        <BreadcrumbBar />
        {/* No Suspense boundary around the page: the router loads a page's module before rendering it, and a server-rendered
            page must hydrate with the frame. In a boundary of its own it hydrated later, and the frame's data arriving
            first (the site settings) made React render it afresh: the HTML's nodes, the LCP image among them, replaced. */}
        <Outlet />
      </main>
      <FooterSlot />
      <div id={JOB_DIALOGS_ROOT_ID}>
        {params.has(JOB_PARAM) && (
          <Suspense fallback={null}>
            <JobDialogs arrived={arrived?.job} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
