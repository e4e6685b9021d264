import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageUrlFault, isImageUrl } from '../../schemas/image-url';
import { optionalImageUrl } from '../../schemas/image-url-fields';
import { IMAGE_PAYLOADS } from '../hostile/corpus';

const RUNS = { numRuns: 1000 };

describe('the image-URL rule', () => {
  it('accepts http(s) URLs and root-relative paths', () => {
    for (const url of ['/fixture-images/a.jpg', 'https://img.example.cn/a.jpg?x=1#y', 'http://img.example.cn/a.png', ' /a.jpg ']) expect(isImageUrl(url)).toBe(true);
  });

  it('refuses every image payload of the corpus but the off-site https one (the host check is the CSP and CmsImage)', () => {
    const accepted = IMAGE_PAYLOADS.filter((url) => isImageUrl(url));
    expect(accepted).toEqual(['https://evil.example/a.jpg']);
  });

  it('never accepts a value whose trimmed form starts with anything but http(s):// or a single /', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => {
      if (!isImageUrl(s)) return;
      const t = s.trim();
      expect(/^https?:\/\//i.test(t) || (t.startsWith('/') && t[1] !== '/')).toBe(true);
      // eslint-disable-next-line no-control-regex -- control characters are what the rule refuses
      expect(t).not.toMatch(/[\\\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\s]/);
    }), RUNS);
  }, 60_000);

  it('refuses any scheme but http(s), whatever the case, spacing or control characters around it', () => {
    const scheme = fc.constantFrom('javascript', 'JaVaScRiPt', 'data', 'vbscript', 'file', 'blob', 'ftp');
    const noise = fc.constantFrom('', ' ', '\t', '\n', '\u0000', '\u200b');
    fc.assert(fc.property(noise, scheme, noise, fc.string(), (a, s, b, rest) => {
      expect(isImageUrl(`${a}${s}${b}:${rest}`)).toBe(false);
    }), RUNS);
  }, 60_000);

  it('refuses a backslash or a control character anywhere in an otherwise good path', () => {
    const bad = fc.constantFrom('\\', '\u0000', '\t', '\n', '\u007f', '\u202e', '\u200b', '\ufeff');
    fc.assert(fc.property(fc.webPath(), bad, fc.nat(), (path, c, at) => {
      const good = `/a${path}`;
      const i = 1 + (at % (good.length - 1));
      expect(imageUrlFault(`${good.slice(0, i)}${c}${good.slice(i)}`)).toBeDefined();
    }), RUNS);
  }, 60_000);

  it('reads a refused optional image as not set, and keeps a good one trimmed', () => {
    expect(optionalImageUrl.parse('javascript:alert(1)')).toBe('');
    expect(optionalImageUrl.parse(null)).toBe('');
    expect(optionalImageUrl.parse(' /a.jpg ')).toBe('/a.jpg');
  });
});
