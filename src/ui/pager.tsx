import { Link, useSearchParams, type LinkProps } from 'react-router-dom';
import { t } from '../i18n/zh-CN';
import styles from './pager.module.css';

/** Up to this many pages every number is shown; past it, the window keeps the same seven slots on every page. */
const ALL_PAGES_UP_TO = 7;

/** The page numbers to show: every page up to 7, else the first, the last and the neighbours of the current, gaps as null. */
export function pageWindow(current: number, pages: number): (number | null)[] {
  if (pages <= ALL_PAGES_UP_TO) return Array.from({ length: pages }, (_, i) => i + 1);
  const shown = [...new Set([1, current - 1, current, current + 1, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - (shown[i - 1] as number) > 1 ? [null, n] : [n]));
}

/** The query of page n: `param` set (dropped for page 1), the parameters in `without` dropped, the others kept. */
export function pageQuery(params: URLSearchParams, page: number, param = 'page', without: readonly string[] = []): string {
  const next = new URLSearchParams(params);
  for (const name of without) next.delete(name);
  if (page > 1) next.set(param, String(page));
  else next.delete(param);
  return `?${next.toString()}`;
}

/** Props of Pager: where the visitor is and how many pages there are; the page lives in the URL, so back and reload keep it. */
export interface PagerProps {
  page: number;
  pages: number;
  /** The query parameter holding the page number. */
  param?: string;
  /** Query parameters a page link drops (e.g. an open dialog's). */
  without?: readonly string[];
  /** The name of the navigation landmark when the page has more than one pager-like list. */
  label?: string;
  /** Extra props of every page link (e.g. keeping the scroll position). */
  linkProps?: Omit<LinkProps, 'to' | 'className'>;
  className?: string;
}

/** The one pager: previous, the page window, next; nothing for a single page; a step with nowhere to go keeps its place. */
export function Pager({ page, pages, param, without, label = t.pager.label, linkProps, className }: PagerProps) {
  const [params] = useSearchParams();
  if (pages <= 1) return null;
  const p = t.pager;
  const to = (n: number) => pageQuery(params, n, param, without);
  const step = (target: number, text: string, enabled: boolean) =>
    enabled ? <Link {...linkProps} to={to(target)} className={styles.step}>{text}</Link> : <span className={styles.stepOff} aria-hidden="true">{text}</span>;
  return (
    <nav className={className ? `${styles.pager} ${className}` : styles.pager} aria-label={label}>
      {step(page - 1, p.previous, page > 1)}
      <ul className={styles.pages}>
        {pageWindow(page, pages).map((n, i) => (
          <li key={n ?? `gap-${i}`}>
            {n === null ? (
              <span className={styles.gap} aria-hidden="true">…</span>
            ) : (
              <Link {...linkProps} to={to(n)} className={styles.page} aria-label={p.page(n)} aria-current={n === page ? 'page' : undefined}>
                {n}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {step(page + 1, p.next, page < pages)}
    </nav>
  );
}
