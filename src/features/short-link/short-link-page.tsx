import { useEffect } from 'react';
import { Link, Navigate, useRevalidator } from 'react-router-dom';
import type { Loaded } from '../../api/load';
import { t } from '../../i18n/zh-CN';
import { leaveSite } from './leave-site';
import type { ForwardTarget } from './short-link-data';
import styles from './short-link.module.css';
import { paths } from '../../engine/paths';

/** An external target: the browser leaves at once; the link is there for a browser that stays. */
function LeaveSite({ href }: { href: string }) {
  useEffect(() => leaveSite(href), [href]);
  return (
    <main className={styles.page} aria-busy="true">
      <h1 className={styles.title}>{t.shortLink.forwarding}</h1>
      <p className={styles.actions}>
        <a className={styles.secondary} href={href} rel="noopener noreferrer">{t.shortLink.continue}</a>
      </p>
    </main>
  );
}

/** Why the short link cannot forward, in the visitor's words, with the way home (and a retry after a failed request). */
function Stopped({ title, message, retry }: { title: string; message: string; retry: boolean }) {
  const revalidator = useRevalidator();
  return (
    <main className={styles.page}>
      <div role="alert">
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.message}>{message}</p>
      </div>
      <p className={styles.actions}>
        {retry && (
          <button type="button" className={styles.secondary} onClick={() => void revalidator.revalidate()}>
            {t.states.retry}
          </button>
        )}
        <Link className={styles.primary} to={paths.home()} replace>{t.backHome}</Link>
      </p>
    </main>
  );
}

/** What the page says in its heading, and so in the document's title. */
export function shortLinkHeading(loaded: Loaded<ForwardTarget>): string {
  if (loaded.status === 'ok') return t.shortLink.forwarding;
  return loaded.status === 'failed' && loaded.cause === 'request' ? t.states.failedTitle : t.states.linkInvalid;
}

/**
 * /s/{code}, bare: forwards with a replace navigation to where the code points (a route of this site, which the server
 * answers with its loader's 302, or an http(s) page); an unknown code, or one that leads nowhere, stops on a message
 * with the way home.
 */
export function ShortLinkPage({ loaded }: { loaded: Loaded<ForwardTarget> }) {
  if (loaded.status === 'ok') return loaded.data.kind === 'internal' ? <Navigate to={loaded.data.to} replace /> : <LeaveSite href={loaded.data.href} />;
  if (loaded.status === 'failed' && loaded.cause === 'request') return <Stopped title={shortLinkHeading(loaded)} message={loaded.message} retry />;
  return <Stopped title={shortLinkHeading(loaded)} message={t.states.linkInvalidMessage} retry={false} />;
}
