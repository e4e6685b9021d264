import { Link, useLocation } from 'react-router-dom';
import { t } from '../../i18n/zh-CN';
import styles from './news.module.css';

/** The page numbers to show: all up to 7 pages, else the first, the last and two around the current, gaps as null. */
export function pageWindow(current: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const shown = [...new Set([1, current - 1, current, current + 1, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - (shown[i - 1] as number) > 1 ? [null, n] : [n]));
}

/** Page links that keep the rest of the query (the catalogue) and change `page`; nothing for a single page. */
export function Pagination({ current, total, pageSize }: { current: number; total: number; pageSize: number }) {
  const { pathname, search } = useLocation();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const to = (page: number) => {
    const params = new URLSearchParams(search);
    if (page === 1) params.delete('page');
    else params.set('page', String(page));
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <nav className={styles.pagination} aria-label={t.news.pagination}>
      {current > 1 ? <Link to={to(current - 1)} className={styles.step}>{t.news.prevPage}</Link> : <span className={styles.stepOff} aria-hidden="true">{t.news.prevPage}</span>}
      <ul className={styles.pages}>
        {pageWindow(current, pages).map((page, i) => (
          <li key={page ?? `gap-${i}`}>
            {page === null ? (
              <span className={styles.gap} aria-hidden="true">…</span>
            ) : (
              <Link to={to(page)} className={styles.pageLink} aria-label={t.news.page(page)} aria-current={page === current ? 'page' : undefined}>
                {page}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {current < pages ? <Link to={to(current + 1)} className={styles.step}>{t.news.nextPage}</Link> : <span className={styles.stepOff} aria-hidden="true">{t.news.nextPage}</span>}
    </nav>
  );
}
