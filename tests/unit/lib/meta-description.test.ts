import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { META_DESCRIPTION_LENGTH, metaDescription } from '../../../src/lib/meta-description';

/** What descriptions are made of, and what breaks them: tags and their pieces, every kind of white space, characters of two code units. */
const PIECES = ['<', '>', '<p>', '</p>', '<br/>', ' ', '\n', '\t', '\u3000', '\u00a0', '…', '球', '杆', 'a', '1', '/', '"', '&amp;', '😀'];

describe('metaDescription', () => {
  it('keeps a short text whole, its white space one space', () => {
    expect(metaDescription('  全新碳纤维复合杆头，\n\n重心更低。 ')).toBe('全新碳纤维复合杆头， 重心更低。');
  });

  it('drops tags and cuts a long text at whole characters with an ellipsis', () => {
    const long = `<p>${'球'.repeat(200)}</p>`;
    expect(metaDescription(long)).toBe(`${'球'.repeat(META_DESCRIPTION_LENGTH - 1)}…`);
    expect(metaDescription('😀'.repeat(130))).toBe(`${'😀'.repeat(META_DESCRIPTION_LENGTH - 1)}…`);
  });

  it('any text: at most the length, no tag, no white space at either end or twice, the start of the text kept', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...PIECES), maxLength: 300, size: 'max' }), (text) => {
        const out = metaDescription(text);
        const plain = text.replace(/<[^>]*>?/g, ' ').replace(/\s+/g, ' ').trim();
        return [...out].length <= META_DESCRIPTION_LENGTH && !/<[^>]*>/.test(out) && out === out.trim() && !/\s\s/.test(out) && plain.startsWith(out.replace(/…$/, ''));
      }),
      { numRuns: 1000 },
    );
  });
});
