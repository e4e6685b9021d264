import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phoneParts, telHref } from '../../../src/engine/tel';

describe('telHref', () => {
  it.each([
    ['400-820-1979', 'tel:4008201979'],
    ['021-6288 1979', 'tel:02162881979'],
    ['+86 21 6288 1979', 'tel:+862162881979'],
    ['（021）6288-1979 转 8', 'tel:021628819798'],
  ])('%s dials %s', (shown, href) => expect(telHref(shown)).toBe(href));

  it.each(['', '请致电门店', '12', '分机 8'])('%j has nothing to dial', (shown) => expect(telHref(shown)).toBeUndefined());

  it('gives only a tel: URL of digits with at most a leading +, whatever the text (1,000 runs)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const href = telHref(text);
        return href === undefined || /^tel:\+?\d{3,}$/.test(href);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('phoneParts', () => {
  it('cuts the text at its phone numbers, each with the URL it dials', () => {
    expect(phoneParts('周一至周日 · 400-820-1979')).toEqual([{ text: '周一至周日 · ' }, { phone: '400-820-1979', href: 'tel:4008201979' }]);
  });

  it('gives back the text it was given, in order, no part empty (1,000 runs)', () => {
    const piece = fc.oneof(fc.constantFrom('400-820-1979', '021-6288 1979', '138 1979 2024', '-', ' '), fc.string());
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), (pieces) => {
        const text = pieces.join('');
        const parts = phoneParts(text);
        expect(parts.map((part) => ('text' in part ? part.text : part.phone)).join('')).toBe(text);
        expect(parts.every((part) => ('text' in part ? part.text : part.phone) !== '')).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
