// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InlineStyles } from '../../../server/page-assets';
import { pageStylesheet, stylesheetAt } from '../../../server/page-styles';

/** The stylesheet of a page whose markup had these style attributes. */
function sheetOf(attributes: readonly string[]) {
  const styles = new InlineStyles();
  styles.extract(attributes.map((a) => `<p style="${a}"></p>`).join(''));
  return pageStylesheet(styles);
}

const split = (href: string) => {
  const url = new URL(href, 'http://site.invalid');
  return [url.pathname, url.searchParams.get('d')] as const;
};

describe('a page\'s stylesheet, served from its own address', () => {
  it('is rebuilt from the address alone, the same text the page was rendered with', () => {
    const sheet = sheetOf(['--ratio:676 / 528', 'color:#00244A;background:#F7F6F3']);
    expect(sheet?.css).toContain('{--ratio:676 / 528}');
    expect(stylesheetAt(...split(sheet?.href ?? ''))).toBe(sheet?.css);
  });

  it('is none for a page without style attributes', () => {
    expect(sheetOf([])).toBeUndefined();
  });

  it('refuses an address whose content does not match its name, or that is not one', () => {
    const [path, content] = split(sheetOf(['color:red'])?.href ?? '');
    const [, other] = split(sheetOf(['color:blue'])?.href ?? '');
    expect(stylesheetAt(path, other)).toBeUndefined();
    expect(stylesheetAt(path, null)).toBeUndefined();
    expect(stylesheetAt(path, 'not-deflate')).toBeUndefined();
    expect(stylesheetAt('/__styles/../../etc.css', content)).toBeUndefined();
  });

  it('never serves a rule that leaves its block, whatever the address carries (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 6 }), (declarations) => {
        const styles = new InlineStyles();
        for (const d of declarations) styles.add(d);
        const sheet = pageStylesheet(styles);
        if (!sheet) return;
        const css = stylesheetAt(...split(sheet.href));
        expect(css).toBe(sheet.css);
        for (const rule of (css ?? '').split('\n')) expect(rule).toMatch(/^\[data-ps="[\w-]+"\]\[data-ps="[\w-]+"\]\{[^{}<>@\\]*\}$/);
      }),
      { numRuns: 1000 },
    );
  });
});
