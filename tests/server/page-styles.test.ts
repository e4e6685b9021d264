// @vitest-environment node
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InlineStyles } from '../../server/page-assets';
import { pageStyles, stylesTag } from '../../server/page-styles';

/** The style rules of a page whose markup had these style attributes. */
function stylesOf(attributes: readonly string[]) {
  const styles = new InlineStyles();
  styles.extract(attributes.map((a) => `<p style="${a}"></p>`).join(''));
  return pageStyles(styles);
}

/** The CSP source a browser computes for a <style> element's text. */
const sourceOf = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('a page\'s own style rules', () => {
  it('go inline in one <style> element whose text is what their hash names', () => {
    const styles = stylesOf(['--ratio:676 / 528', 'color:#00244A;background:#F7F6F3']);
    expect(styles?.css).toContain('{--ratio:676 / 528}');
    const tag = stylesTag(styles!, 'inline');
    expect(tag).toBe(`<style>${styles?.css}</style>`);
    expect(styles?.hash).toBe(sourceOf(/^<style>([\s\S]*)<\/style>$/.exec(tag)?.[1] ?? ''));
  });

  it('are none for a page without style attributes', () => {
    expect(stylesOf([])).toBeUndefined();
  });

  it('are linked as a file named by their content for a static export', () => {
    const red = stylesOf(['color:red']);
    expect(stylesTag(red!, 'linked')).toBe(`<link rel="stylesheet" href="/__styles/${red?.file}">`);
    expect(stylesOf(['color:red'])?.file).toBe(red?.file);
    expect(stylesOf(['color:blue'])?.file).not.toBe(red?.file);
  });

  it('never hold a rule that leaves its block, nor anything that could end their element (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 6 }), (declarations) => {
        const inline = new InlineStyles();
        for (const d of declarations) inline.add(d);
        const styles = pageStyles(inline);
        if (!styles) return;
        expect(styles.css).not.toContain('<');
        expect(styles.hash).toBe(sourceOf(styles.css));
        for (const rule of styles.css.split('\n')) expect(rule).toMatch(/^\[data-ps="[\w-]+"\]\[data-ps="[\w-]+"\]\{[^{}<>@\\]*\}$/);
      }),
      { numRuns: 1000 },
    );
  });
});
