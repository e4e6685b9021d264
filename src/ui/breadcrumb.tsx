import { Link } from 'react-router-dom';
import type { BreadcrumbItem } from '../state/page';
import { t } from '../i18n/zh-CN';
import styles from './breadcrumb.module.css';
import { paths } from '../engine/paths';

/** The breadcrumb bar: a home icon linking to /, then each item, linked when it has a target. */
export function Breadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  return (
    <nav className={styles.bar} aria-label={t.frame.breadcrumb}>
      <ol className={styles.list}>
        <li className={styles.item}>
          <Link to={paths.home()} className={styles.link} aria-label={t.home}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M4 11.5 12 5l8 6.5M6.5 10v9h11v-9" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
            </svg>
          </Link>
        </li>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {item.to && !last ? (
                <Link to={item.to} className={styles.link}>{item.label}</Link>
              ) : (
                <span className={styles.current} aria-current={last ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
