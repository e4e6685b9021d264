import type { RouteContent } from './route-content';
import styles from './cms-content.module.css';
import { t } from '../../i18n/zh-CN';

/** The CMS content of a page, in order. */
export function CmsContent({ content }: { content: RouteContent | undefined }) {
  if (content?.error) return <p className={styles.notice} role="alert">{t.requestFailed}</p>;
  return null;
}
