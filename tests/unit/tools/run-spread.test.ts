// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { median, rangeOf, span, spansMoreThan } from '../../../tools/run-spread';

// The benchmarks' median and spread of repeated runs (npm run perf, npm run loadtest).

const runs = fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 9 });

describe('the median of runs', () => {
  it('is the middle run of an odd count, and half of the runs lie at or below it, half at or above, in any order', () => {
    fc.assert(
      fc.property(runs, (values) => {
        const middle = median(values);
        const [low, high] = rangeOf(values);
        expect(middle).toBeGreaterThanOrEqual(low);
        expect(middle).toBeLessThanOrEqual(high);
        if (values.length % 2) expect(values).toContain(middle);
        expect(values.filter((v) => v <= middle).length).toBeGreaterThanOrEqual(values.length / 2);
        expect(values.filter((v) => v >= middle).length).toBeGreaterThanOrEqual(values.length / 2);
        expect(median([...values].reverse())).toBe(middle);
      }),
      { numRuns: 1_000 },
    );
  });

  it('of an even count is the mean of the two middle runs (not the run a sort happens to put first)', () => {
    expect(median([3, 1, 10, 2])).toBe(2.5);
    expect(median([1469, 2828])).toBe(2148.5);
    expect(median([])).toBeNaN();
  });
});

describe('runs that disagree', () => {
  it('are runs whose range is more than the share of their median', () => {
    expect(spansMoreThan([1400, 1450, 1950], 0.15)).toBe(true);
    expect(spansMoreThan([1400, 1450, 1500], 0.15)).toBe(false);
    fc.assert(
      fc.property(runs, fc.double({ min: 0, max: 2, noNaN: true }), (values, share) => {
        const [low, high] = rangeOf(values);
        expect(spansMoreThan(values, share)).toBe(high - low > share * median(values));
        // Runs that all agree never disagree, whatever the share.
        expect(spansMoreThan(values.map(() => values[0] ?? 0), share)).toBe(false);
      }),
      { numRuns: 1_000 },
    );
  });

  it('print as their lowest and highest', () => {
    expect(span(rangeOf([0.84, 1.03, 0.47, 1.63]), 2)).toBe('0.47-1.63');
  });
});
