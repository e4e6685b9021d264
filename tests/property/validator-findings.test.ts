import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clip, MAX_TEXT, toFindings, type Issue } from '../../tools/cms-validate/findings';

const RUNS = { numRuns: 1000 };
// Whole code points (surrogate pairs included), long enough to be cut at any bound tried.
const TEXT = fc.string({ unit: 'binary', maxLength: 1_200 });
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe('clipped text', () => {
  it('is the text itself when it fits, else a prefix of it with an ellipsis, never longer than the bound', () => {
    fc.assert(fc.property(TEXT, fc.integer({ min: 2, max: 600 }), (text, max) => {
      const out = clip(text, max);
      expect(out.length).toBeLessThanOrEqual(max);
      if (text.length <= max) expect(out).toBe(text);
      else {
        expect(out.endsWith('…')).toBe(true);
        expect(text.startsWith(out.slice(0, -1))).toBe(true);
      }
    }), RUNS);
  });

  it('never splits a character written as a surrogate pair', () => {
    fc.assert(fc.property(TEXT, fc.integer({ min: 2, max: 600 }), (text, max) => {
      expect(clip(text, max)).not.toMatch(LONE_SURROGATE);
    }), RUNS);
  });
});

describe('a finding', () => {
  it('carries at most MAX_TEXT characters of any text it was given', () => {
    const long = fc.string({ unit: 'binary', minLength: MAX_TEXT - 10, maxLength: 3 * MAX_TEXT });
    fc.assert(fc.property(long, long, long, (expected, received, message) => {
      const issue: Issue = { severity: 'error', rule: 'invalid', path: ['contents', 0], expected, received, message };
      const [finding] = toFindings({ kind: 'file', id: 'page.json' }, [issue]);
      for (const text of [finding?.expected, finding?.received, finding?.message]) expect(text?.length).toBeLessThanOrEqual(MAX_TEXT);
    }), RUNS);
  });
});
