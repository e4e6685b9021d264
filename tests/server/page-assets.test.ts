// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classesOf, InlineStyles, pageAssetLinks } from '../../server/page-assets';

describe('pageAssetLinks', () => {
  const sheets = [
    { href: '/assets/index-a.css', classes: classesOf('._frame_x_1{display:grid}') },
    { href: '/assets/product-detail-b.css', classes: classesOf('._price_y_2 ._label_y_3{color:#333} /* ._gone_z_1 */') },
    { href: '/assets/news-c.css', classes: classesOf('._article_n_1{margin:0}') },
  ];
  const manifest = {
    'src/routes/product.tsx': { file: 'assets/product-detail-b.js', isDynamicEntry: true, css: ['assets/product-detail-b.css'] },
    'src/routes/news-detail.tsx': { file: 'assets/news-c.js', isDynamicEntry: true, css: ['assets/news-c.css'] },
  };
  const shell = '<link rel="stylesheet" crossorigin href="/assets/index-a.css">';

  it('links the stylesheets that style the markup and the page chunk they come with, not the shell ones', () => {
    const links = pageAssetLinks('<div class="_frame_x_1"><p class="_label_y_3 other">¥1</p></div>', shell, sheets, manifest);
    expect(links).toEqual({
      stylesheets: '<link rel="stylesheet" crossorigin href="/assets/product-detail-b.css">',
      preloads: '<link rel="modulepreload" crossorigin href="/assets/product-detail-b.js">',
    });
  });

  it('links nothing for classes in comments only', () => {
    expect(pageAssetLinks('<div class="_gone_z_1"></div>', shell, sheets, manifest)).toEqual({ stylesheets: '', preloads: '' });
  });
});

describe('InlineStyles', () => {
  it('moves style attributes into one stylesheet of data-ps rules, the same style sharing one rule', () => {
    const styles = new InlineStyles();
    const out = styles.extract('<picture class="p" style="--ratio:1000 / 1000"></picture><b style="--ratio:1000 / 1000"></b><i style="color:#FFF;font-family:&quot;A&quot;"></i>');
    expect(out).not.toContain('style=');
    const keys = [...out.matchAll(/data-ps="([^"]+)"/g)].map((m) => m[1]);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBe(keys[1]);
    expect(styles.css()).toContain(`[data-ps="${keys[0]}"][data-ps="${keys[0]}"]{--ratio:1000 / 1000}`);
    expect(styles.css()).toContain('{color:#FFF;font-family:"A"}');
  });

  it('drops a declaration that could leave its rule, and never writes one into the sheet (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const styles = new InlineStyles();
        const escaped = text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
        styles.extract(`<p style="${escaped}"></p>`);
        for (const rule of styles.css().split('\n').filter(Boolean)) expect(rule).toMatch(/^\[data-ps="[\w-]+"\]\[data-ps="[\w-]+"\]\{[^{}<>@\\]*\}$/);
      }),
      { numRuns: 1000 },
    );
    expect(new InlineStyles().extract('<p style="color:red}body{display:none"></p>')).toBe('<p></p>');
  });
});
