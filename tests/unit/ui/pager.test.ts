import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageQuery, pageWindow } from '../../../src/ui/pager';

describe('pageWindow', () => {
  it('lists every page up to 7, else the first, the last and the neighbours of the current with gaps', () => {
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(1, 10)).toEqual([1, 2, null, 10]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });

  it('always holds the first, the last, the current and its neighbours, ascending, in at most seven slots, a gap only where pages are skipped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }).chain((pages) => fc.tuple(fc.integer({ min: 1, max: pages }), fc.constant(pages))), ([current, pages]) => {
        const shown = pageWindow(current, pages);
        const numbers = shown.filter((n): n is number => n !== null);
        for (const must of [1, current - 1, current, current + 1, pages].filter((n) => n >= 1 && n <= pages)) expect(numbers).toContain(must);
        expect(shown.length).toBeLessThanOrEqual(7);
        if (pages <= 7) expect(numbers).toHaveLength(pages);
        shown.forEach((n, i) => {
          const before = shown[i - 1];
          if (n !== null && typeof before === 'number') expect(n).toBe(before + 1);
          if (n === null) expect((shown[i + 1] as number) - (before as number)).toBeGreaterThan(1);
        });
      }),
      { numRuns: 1000 },
    );
  });
});

describe('pageQuery', () => {
  const params = (q: string) => new URLSearchParams(q);
  it('sets the page parameter (dropped for page 1), drops the listed parameters and keeps the others', () => {
    expect(pageQuery(params('series=P'), 3)).toBe('?series=P&page=3');
    expect(pageQuery(params('series=P&page=3'), 1)).toBe('?series=P');
    expect(pageQuery(params('job=7&jobPage=2&x=1'), 1, 'jobPage', ['job'])).toBe('?x=1');
    expect(pageQuery(params('job=7'), 2, 'jobPage', ['job'])).toBe('?jobPage=2');
  });
});
