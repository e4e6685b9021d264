import { Link } from 'react-router-dom';
import styles from './page-state.module.css';

/** Props of PageState: what happened, in the visitor's words, and the way on. */
export interface PageStateProps {
  /** 'failed' is announced at once (role alert); 'empty' politely (role status). */
  tone: 'empty' | 'failed';
  title: string;
  message?: string;
  /** A link on (home, the list ...). */
  action?: { to: string; label: string };
  /** A button that tries again (reloads the route's data). */
  retry?: { label: string; onRetry: () => void };
}

/** The calm state a page shows inside the frame when it has nothing to show or its data failed: never a blank area. */
export function PageState({ tone, title, message, action, retry }: PageStateProps) {
  return (
    <section className={styles.state} role={tone === 'failed' ? 'alert' : 'status'}>
      <h2 className={styles.title}>{title}</h2>
      {message && <p className={styles.message}>{message}</p>}
      {(action || retry) && (
        <p className={styles.actions}>
          {retry && (
            <button type="button" className={styles.primary} onClick={retry.onRetry}>
              {retry.label}
            </button>
          )}
          {action && (
            <Link to={action.to} className={retry ? styles.secondary : styles.primary}>
              {action.label}
            </Link>
          )}
        </p>
      )}
    </section>
  );
}
