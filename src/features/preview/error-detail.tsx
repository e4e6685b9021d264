import { t } from '../../i18n/zh-CN';
import styles from './preview.module.css';

/** The raw detail of a failure (HTTP status, parser, contract), for editors: folded away under its own heading. */
export function ErrorDetail({ detail }: { detail: string }) {
  if (!detail) return null;
  return (
    <details className={styles.detail}>
      <summary>{t.preview.detail}</summary>
      <code className={styles.path}>{detail}</code>
    </details>
  );
}
