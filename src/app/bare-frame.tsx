import { Suspense, useEffect, useState } from 'react';
import { Outlet, useNavigate, useNavigation, type Location } from 'react-router-dom';
import { NAVIGATION_LIMIT_MS } from '../config/constants';
import { t } from '../i18n/zh-CN';
import { Loading } from '../ui/loading';
import { PageState } from '../ui/page-state';
import styles from './frame.module.css';
import { paths } from '../engine/paths';

/** Whether the navigation to `pending` has been waiting longer than the limit. */
function useGaveUp(pending: Location | null): boolean {
  const key = pending?.key ?? null;
  const [stalled, setStalled] = useState<string | null>(null);
  useEffect(() => {
    if (key === null) return;
    const timer = window.setTimeout(() => setStalled(key), NAVIGATION_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [key]);
  return key !== null && stalled === key;
}

/** The next page on its way: the loading state, then, past the limit, the request-failed message with a retry and the way home. */
function PendingPage({ to }: { to: Location }) {
  const navigate = useNavigate();
  const gaveUp = useGaveUp(to);
  return (
    <main className={styles.bare}>
      {gaveUp ? (
        <PageState
          tone="failed"
          title={t.states.failedTitle}
          message={t.requestFailed}
          // A new navigation replaces the stalled one, whose calls the router aborts.
          retry={{ label: t.states.retry, onRetry: () => void navigate(to, { replace: true }) }}
          action={{ to: paths.home(), label: t.backHome }}
        />
      ) : (
        <Loading />
      )}
    </main>
  );
}

/** /s/ and /cs: the page alone, without header, footer or loading overlay; a page on its way shows in its place. */
export function BareFrame() {
  const navigation = useNavigation();
  // A short link's page renders nothing while it forwards: without this the visitor saw a blank page until the target loaded.
  const pending = navigation.state === 'loading' ? navigation.location : null;
  return (
    <>
      {pending ? (
        <PendingPage to={pending} />
      ) : (
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      )}
    </>
  );
}
