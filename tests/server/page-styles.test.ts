// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InlineStyles } from '../../server/page-assets';
import { pageStylesheet, stylesheetAt } from '../../server/page-styles';

const KEY = randomBytes(32);

/** The stylesheet of a page whose markup had these style attributes. */
function sheetOf(attributes: readonly string[], key = KEY) {
  const styles = new InlineStyles();
  styles.extract(attributes.map((a) => `<p style="${a}"></p>`).join(''));
  return pageStylesheet(styles, key);
}

describe('a page\'s stylesheet, served from its own address', () => {
  it('is rebuilt from the address alone, the same text the page was rendered with', () => {
    const sheet = sheetOf(['--ratio:676 / 528', 'color:#00244A;background:#F7F6F3']);
    expect(sheet?.css).toContain('{--ratio:676 / 528}');
    expect(stylesheetAt(sheet?.href ?? '', KEY)).toBe(sheet?.css);
  });

  it('is none for a page without style attributes', () => {
    expect(sheetOf([])).toBeUndefined();
  });

  it('is refused when its name is not this build\'s for its content: another content, another build, or one made up by anyone', () => {
    const red = sheetOf(['color:red'])?.href ?? '';
    const blue = sheetOf(['color:blue'])?.href ?? '';
    expect(stylesheetAt(`${red.split('?')[0]}?${blue.split('?')[1]}`, KEY)).toBeUndefined();
    expect(stylesheetAt(sheetOf(['color:red'], randomBytes(32))?.href ?? '', KEY)).toBeUndefined();
    // A valid, large stylesheet anyone can deflate: without the build's key it names nothing.
    const minted = deflateRawSync(JSON.stringify(Array.from({ length: 500 }, (_, i) => `--x${i}:${'a'.repeat(400)}`))).toString('base64url');
    expect(stylesheetAt(`/__styles/AAAAAAAAAAAAAAAA.css?d=${minted}`, KEY)).toBeUndefined();
  });

  it('answers only its exact address: no other query, no other path', () => {
    const href = sheetOf(['color:red'])?.href ?? '';
    expect(stylesheetAt(`${href}&x=1`, KEY)).toBeUndefined();
    expect(stylesheetAt(href.replace('?d=', '?x=1&d='), KEY)).toBeUndefined();
    expect(stylesheetAt(href.replace('/__styles/', '/__styles/../'), KEY)).toBeUndefined();
    expect(stylesheetAt(href.split('?')[0] ?? '', KEY)).toBeUndefined();
  });

  it('never serves a rule that leaves its block, whatever the address carries (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 6 }), (declarations) => {
        const styles = new InlineStyles();
        for (const d of declarations) styles.add(d);
        const sheet = pageStylesheet(styles, KEY);
        if (!sheet) return;
        const css = stylesheetAt(sheet.href, KEY);
        expect(css).toBe(sheet.css);
        for (const rule of (css ?? '').split('\n')) expect(rule).toMatch(/^\[data-ps="[\w-]+"\]\[data-ps="[\w-]+"\]\{[^{}<>@\\]*\}$/);
      }),
      { numRuns: 1000 },
    );
  });
});
