// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { addKeyword, readKeywords, RECENT_KEYWORDS_KEY, RECENT_KEYWORDS_MAX, writeKeywords } from '../../../../src/features/navigation/recent-keywords';

describe('recent keywords', () => {
  it('newest first, no duplicates, trimmed, blank ignored, capped', () => {
    expect(addKeyword(['推杆', '一号木'], '一号木')).toEqual(['一号木', '推杆']);
    expect(addKeyword(['推杆'], '  花瓶 ')).toEqual(['花瓶', '推杆']);
    expect(addKeyword(['推杆'], '   ')).toEqual(['推杆']);
    const full = Array.from({ length: RECENT_KEYWORDS_MAX }, (_, i) => `w${i}`);
    expect(addKeyword(full, 'new')).toEqual(['new', ...full.slice(0, RECENT_KEYWORDS_MAX - 1)]);
  });

  it('whatever was searched, the list starts with the last word, has no duplicate and never exceeds the cap', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 6 }), { maxLength: 40 }), (searches) => {
        const list = searches.reduce<string[]>((acc, w) => addKeyword(acc, w), []);
        expect(new Set(list).size).toBe(list.length);
        expect(list.length).toBeLessThanOrEqual(RECENT_KEYWORDS_MAX);
        const last = [...searches].reverse().find((w) => w.trim() !== '');
        if (last !== undefined) expect(list[0]).toBe(last.trim());
        else expect(list).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });

  it('stores them in localStorage storageKw as JSON, reads back only words, and clears', () => {
    writeKeywords(window.localStorage, ['推杆', '花瓶']);
    expect(window.localStorage.getItem(RECENT_KEYWORDS_KEY)).toBe('["推杆","花瓶"]');
    expect(readKeywords(window.localStorage)).toEqual(['推杆', '花瓶']);
    window.localStorage.setItem(RECENT_KEYWORDS_KEY, '["a", 3, null, "a", " "]');
    expect(readKeywords(window.localStorage)).toEqual(['a']);
    window.localStorage.setItem(RECENT_KEYWORDS_KEY, '{broken');
    expect(readKeywords(window.localStorage)).toEqual([]);
    writeKeywords(window.localStorage, []);
    expect(window.localStorage.getItem(RECENT_KEYWORDS_KEY)).toBeNull();
  });

  it('a storage that refuses only costs the history', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refusing = { setItem: () => { throw new Error('quota'); }, removeItem: () => undefined } as unknown as Storage;
    expect(() => writeKeywords(refusing, ['x'])).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });
});
