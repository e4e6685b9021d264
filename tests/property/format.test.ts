import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice, formatYuan } from '../../src/lib/format';

const RUNS = { numRuns: 1000 };
const priceShape = /^-?\d{1,3}(,\d{3})*\.\d{2}$/;

describe('formatPrice properties', () => {
  it('shows any finite number with thousands separators and two decimals, within half a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (n) => {
        const out = formatPrice(n);
        expect(out).toMatch(priceShape);
        expect(Math.abs(Number(out.replace(/,/g, '')) - n)).toBeLessThanOrEqual(0.005 + Math.abs(n) * 1e-12);
      }),
      RUNS,
    );
  });

  it('rounds as Intl.NumberFormat does (half up from the written decimals), which it replaces on the first screen', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' });
    // Prices as a CMS writes them: up to three decimals, so many sit exactly on a half cent (0.415, 1.005).
    const written = fc.integer({ min: -1e12, max: 1e12 }).map((mills) => mills / 1000);
    fc.assert(fc.property(written, (n) => {
      expect(formatPrice(n)).toBe(intl.format(n));
    }), RUNS);
  });

  it('reads a numeric string exactly as the number it denotes', () => {
    fc.assert(fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (n) => {
      const text = String(n);
      expect(formatPrice(text)).toBe(formatPrice(Number(text)));
      expect(formatPrice(` ${text} `)).toBe(formatPrice(Number(text)));
    }), RUNS);
  });

  it('never shows a minus before zero: -0 and negatives that round to zero are 0.00, as numbers and as strings', () => {
    // The spec shows prices with two decimals; -0.00 is no price (a discount's rounding, a CMS's "-0").
    const tiny = fc.double({ min: -0.005, max: -0, minExcluded: true, noNaN: true });
    const written = fc.oneof(tiny, tiny.map(String), fc.constantFrom(-0, '-0', '-0.00', ' -0.004 '));
    fc.assert(fc.property(written, (v) => {
      expect(formatPrice(v)).toBe('0.00');
      expect(formatYuan(v)).toBe('¥0.00');
    }), RUNS);
  });

  it('shows 0.00 for anything that is not a finite number', () => {
    const notNumeric = fc.anything().filter((v) => typeof v !== 'number' && !(typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))));
    fc.assert(fc.property(fc.oneof(notNumeric, fc.constantFrom(NaN, Infinity, -Infinity)), (v) => {
      expect(formatPrice(v)).toBe('0.00');
    }), RUNS);
  });
});

describe('formatYuan properties', () => {
  it('is formatPrice with the yuan sign right before it, for any value', () => {
    fc.assert(fc.property(fc.oneof(fc.double(), fc.string(), fc.anything()), (v) => {
      expect(formatYuan(v)).toBe(`¥${formatPrice(v)}`);
    }), RUNS);
  });
});

describe('formatDate properties', () => {
  const date = fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true });

  it('writes every field so that the date can be read back exactly', () => {
    fc.assert(
      fc.property(date, (d) => {
        const out = formatDate(d, 'yyyy-MM-dd HH:mm:ss.SSS');
        const [y, mo, day, h, mi, s, ms] = out.split(/[- :.]/).map(Number) as [number, number, number, number, number, number, number];
        expect(new Date(y, mo - 1, day, h, mi, s, ms).getTime()).toBe(d.getTime());
        expect(formatDate(d.getTime(), 'yyyy-MM-dd HH:mm:ss.SSS')).toBe(out);
      }),
      RUNS,
    );
  });

  it('gives the quarter of the month and keeps text without tokens as it is', () => {
    const literal = fc.string().filter((s) => !/[yMdHmsqS]/.test(s));
    fc.assert(
      fc.property(date, literal, (d, text) => {
        expect(formatDate(d, 'q')).toBe(String(Math.floor(d.getMonth() / 3) + 1));
        expect(formatDate(d, text)).toBe(text);
      }),
      RUNS,
    );
  });
});
