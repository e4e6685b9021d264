import { useEffect } from 'react';
import { isRouteErrorResponse, Link, Navigate, useRouteError } from 'react-router-dom';
import { t } from '../i18n/zh-CN';
import { PageState } from '../ui/page-state';
import { DocumentHead } from './document-head';
import styles from './frame.module.css';
import { paths } from '../engine/paths';

/**
 * The router's last resort, outside the frames. A path no route takes (also one the catch-all cannot,
 * such as an encoded newline) goes to / like any other unknown path (the server answers it with that redirect);
 * anything else is the router's error view.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <Navigate to={paths.home()} replace />;
  // It takes the place of the root route, head and all: the document keeps its title.
  return (
    <main className={styles.error}>
      <DocumentHead />
      <h1>{t.routerError}</h1>
      <Link to={paths.home()} className={styles.errorLink}>{t.backHome}</Link>
    </main>
  );
}

/** A page that threw while loading or rendering: the frame stays, the visitor gets a calm message and a way home. */
export function PageError() {
  const error = useRouteError();
  useEffect(() => console.error('[page] failed to render', error), [error]);
  return <PageState tone="failed" title={t.states.failedTitle} message={t.requestFailed} action={{ to: paths.home(), label: t.backHome }} />;
}
