import { t } from '../i18n/zh-CN';

const priceFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' });

/** A price with thousands separators and two decimals, no currency sign; anything not a finite number is "0.00". */
export function formatPrice(value: unknown): string {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? priceFormat.format(n) : '0.00';
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
