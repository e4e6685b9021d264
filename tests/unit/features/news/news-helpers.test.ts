import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../../../src/features/news/news-data';
import { newsDate } from '../../../../src/features/news/news-date';
import { pageWindow } from '../../../../src/features/news/pagination';

describe('newsDate', () => {
  it('reads date-time strings, dates and timestamps as yyyy-MM-dd, and nothing from a bad value', () => {
    expect(newsDate('2026-11-20 10:00:00')).toBe('2026-11-20');
    expect(newsDate('2026-03-05')).toBe('2026-03-05');
    expect(newsDate(new Date(2026, 0, 9, 12).getTime())).toBe('2026-01-09');
    expect(newsDate('不是日期')).toBe('');
    expect(newsDate(null)).toBe('');
  });
});

describe('pageOf', () => {
  it('reads a positive whole page number, else 1', () => {
    expect(pageOf(new URL('http://x/news?page=3'))).toBe(3);
    for (const bad of ['', '0', '-2', '1.5', 'abc']) expect(pageOf(new URL(`http://x/news?page=${bad}`))).toBe(1);
    expect(pageOf(new URL('http://x/news'))).toBe(1);
  });
});

describe('pageWindow', () => {
  it('lists every page up to 7, else the first, the last and the neighbours of the current with gaps', () => {
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 10)).toEqual([1, 2, null, 10]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });

  it('always holds the first, current and last page, ascending, with a gap only where pages are skipped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }).chain((pages) => fc.tuple(fc.integer({ min: 1, max: pages }), fc.constant(pages))), ([current, pages]) => {
        const shown = pageWindow(current, pages);
        const numbers = shown.filter((n): n is number => n !== null);
        expect(numbers).toContain(1);
        expect(numbers).toContain(current);
        expect(numbers).toContain(pages);
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
