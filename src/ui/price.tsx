import { formatYuan } from '../lib/format';
import styles from './price.module.css';

/** A price as the site writes it (¥5,680.00), never broken across two lines however narrow its box. */
export function Price({ value, className }: { value: unknown; className?: string }) {
  return <span className={className ? `${styles.price} ${className}` : styles.price}>{formatYuan(value)}</span>;
}
