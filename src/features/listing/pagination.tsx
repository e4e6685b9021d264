import { Link, useSearchParams } from 'react-router-dom';
import { t } from '../../i18n/zh-CN';
import { withPage } from './listing-query';
import styles from './listing.module.css';

/** The page numbers shown: the first, the last, and two either side of the current one; null marks a gap. */
export function pageWindow(current: number, count: number): (number | null)[] {
  const shown = [...new Set([1, count, ...[-2, -1, 0, 1, 2].map((d) => current + d)])].filter((n) => n >= 1 && n <= count).sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - (shown[i - 1] ?? n) > 1 ? [null, n] : [n]));
}

/** Links to the other pages of a listing; the page lives in the URL, so back and reload keep it. */
export function Pagination({ page, count }: { page: number; count: number }) {
  const [params] = useSearchParams();
  if (count <= 1) return null;
  const c = t.catalogue;
  const href = (n: number) => {
    const query = withPage(params, n).toString();
    return query ? `?${query}` : '?';
  };
  return (
    <nav className={styles.pagination} aria-label={c.pagination}>
      {page > 1 ? <Link className={styles.pageStep} to={href(page - 1)}>{c.prevPage}</Link> : <span className={styles.pageStep} aria-hidden="true">{c.prevPage}</span>}
      <ol className={styles.pages}>
        {pageWindow(page, count).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>…</li>
          ) : (
            <li key={n}>
              <Link className={styles.page} to={href(n)} aria-label={c.pageN(n)} aria-current={n === page ? 'page' : undefined}>{n}</Link>
            </li>
          ),
        )}
      </ol>
      {page < count ? <Link className={styles.pageStep} to={href(page + 1)}>{c.nextPage}</Link> : <span className={styles.pageStep} aria-hidden="true">{c.nextPage}</span>}
    </nav>
  );
}
