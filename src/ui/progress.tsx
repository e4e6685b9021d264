import styles from './progress.module.css';

/** Progress states. */
export type ProgressStatus = 'normal' | 'exception' | 'active' | 'success';

/** The state shown: success by itself at 100 or more, unless the owner says it failed. */
export function progressStatus(percent: number, status: ProgressStatus = 'normal'): ProgressStatus {
  return percent >= 100 && status !== 'exception' ? 'success' : status;
}

/** A labelled progress bar (0..100). */
export function Progress({ percent, status, label }: { percent: number; status?: ProgressStatus; label: string }) {
  const value = Math.round(Math.max(0, Math.min(100, percent)));
  const shown = progressStatus(percent, status);
  return (
    <div className={styles.progress} data-status={shown} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
      <span className={styles.bar} style={{ width: `${value}%` }} />
    </div>
  );
}
