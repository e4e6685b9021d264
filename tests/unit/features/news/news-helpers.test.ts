import { describe, expect, it } from 'vitest';
import { pageOf } from '../../../../src/features/news/news-paging';
import { newsDate } from '../../../../src/lib/news-date';

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
