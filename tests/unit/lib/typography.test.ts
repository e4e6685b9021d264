import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fontSizeClass } from '../../../src/lib/typography';

const RUNS = { numRuns: 1000 };

describe('fontSizeClass', () => {
  it.each([
    [8, 'standard-00'], [12, 'standard-00'], [12.5, 'standard-01'], [14, 'standard-01'], [15, 'standard-02'],
    [16, 'standard-02'], [17, 'standard-03'], [20, 'standard-03'], [21, 'standard-04'], [26, 'standard-04'],
    [27, 'standard-05'], [33, 'standard-05'], [33.1, 'standard-06'], [160, 'standard-06'],
  ])('%s px -> %s', (px, expected) => {
    expect(fontSizeClass(px)).toBe(expected);
  });

  it('reads a size that is not a finite number as body text', () => {
    for (const px of [Number.NaN, Infinity, -Infinity]) expect(fontSizeClass(px)).toBe('standard-02');
  });

  it('always answers one of the seven buckets (property)', () => {
    fc.assert(fc.property(fc.double(), (px) => /^standard-0[0-6]$/.test(fontSizeClass(px))), RUNS);
  });

  it('never puts a larger size in a smaller bucket (property)', () => {
    const finite = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1000, max: 1000 });
    fc.assert(
      fc.property(finite, finite, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        return fontSizeClass(lo) <= fontSizeClass(hi);
      }),
      RUNS,
    );
  });
});
