import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptJson } from '../../../src/lib/script-json';

describe('scriptJson', () => {
  it('writes what cannot end or comment a script element as escapes', () => {
    const out = scriptJson({ name: '</script><script>alert(1)</script><!-- & \u2028\u2029' });
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(out).toContain('\\u003c/script\\u003e');
  });

  it('reads back as the value it was, and never holds <, >, & or a line separator (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const out = scriptJson(value);
        expect(out).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(out)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 1000 },
    );
  });

  it('writes null for a value JSON has no text for', () => {
    expect(scriptJson(undefined)).toBe('null');
  });
});
