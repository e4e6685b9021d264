import { phoneParts, telHref } from '../engine/tel';
import styles from './phone-number.module.css';

/** A phone number as written, kept on one line, that a phone dials when tapped; the text alone when nothing in it dials. */
export function PhoneNumber({ value, className }: { value: string; className?: string | undefined }) {
  const href = telHref(value);
  const classes = className ? `${styles.number} ${className}` : styles.number;
  return href ? <a className={classes} href={href}>{value}</a> : <span className={classes}>{value}</span>;
}

/** CMS plain text with each phone number in it a PhoneNumber (周一至周日 10:00-17:00 · 400-820-1979). */
export function WithPhoneNumbers({ text }: { text: string }) {
  return (
    <>
      {phoneParts(text).map((part, i) => ('text' in part ? part.text : <PhoneNumber key={i} value={part.phone} />))}
    </>
  );
}
