import styles from './phone-number.module.css';

/** A phone number as a tel: URL (its digits, and a leading + when it has one), or undefined when fewer than three digits are in it. */
export function telHref(value: string): string | undefined {
  const digits = value.replace(/\D/g, '');
  return digits.length >= 3 ? `tel:${/^\s*\+/.test(value) ? '+' : ''}${digits}` : undefined;
}

/** A phone number as written, kept on one line, that a phone dials when tapped; the text alone when nothing in it dials. */
export function PhoneNumber({ value, className }: { value: string; className?: string | undefined }) {
  const href = telHref(value);
  const classes = className ? `${styles.number} ${className}` : styles.number;
  return href ? <a className={classes} href={href}>{value}</a> : <span className={classes}>{value}</span>;
}
