import { t } from '../i18n/zh-CN';

// No Intl.NumberFormat: a phone's browser takes 25-60 ms to build one on first use (its locale data), a long task
// on the first screen of every page with a price.

/**
 * A non-negative number's digits with `decimals` decimals, rounded half up from its shortest decimal form as Intl
 * rounds (0.415 is 0.42, though the double is a hair under it), with a comma between each three whole digits.
 */
export function groupedDigits(n: number, decimals: number): string {
  const unit = 10 ** decimals;
  const exact = n < Number.MAX_SAFE_INTEGER / unit;
  // `${n}e2` shifts the shortest decimal form itself, not the double's binary expansion.
  const scaled = exact ? Math.round(String(n).includes('e') ? n * unit : Number(`${n}e${decimals}`)) : 0;
  const whole = exact ? String(Math.floor(scaled / unit)) : BigInt(Math.round(n)).toString();
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals === 0 ? grouped : `${grouped}.${String(exact ? scaled % unit : 0).padStart(decimals, '0')}`;
}

/** A price with thousands separators and two decimals, no currency sign; anything not a finite number is "0.00". */
export function formatPrice(value: unknown): string {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n)) return '0.00';
  const digits = groupedDigits(Math.abs(n), 2);
  // A minus only before an amount that is not zero once rounded: -0.001 and -0 are "0.00".
  return n < 0 && /[1-9]/.test(digits) ? `-${digits}` : digits;
}

/** A price as the site shows it everywhere: the yuan sign right before the amount of formatPrice ("¥5,680.00"). */
export function formatYuan(value: unknown): string {
  return `${t.yen}${formatPrice(value)}`;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * Formats a date with the tokens y M d H m s q S: `yyyy` the year (fewer y's keep its last digits), the
 * others padded to their run length (`MM` -> 03, `M` -> 3); `q` is the quarter, `S` milliseconds.
 * An invalid date gives ''.
 */
export function formatDate(date: Date | number | string, pattern: string): string {
  const d = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  const values: Record<string, number> = {
    M: d.getMonth() + 1, d: d.getDate(), H: d.getHours(), m: d.getMinutes(), s: d.getSeconds(),
    q: Math.floor(d.getMonth() / 3) + 1, S: d.getMilliseconds(),
  };
  return pattern.replace(/y+|M+|d+|H+|m+|s+|q+|S+/g, (run) => {
    const token = run[0] as string;
    if (token === 'y') return String(d.getFullYear()).padStart(4, '0').slice(-Math.min(run.length, 4)).padStart(run.length, '0');
    return pad(values[token] ?? 0, run.length);
  });
}
