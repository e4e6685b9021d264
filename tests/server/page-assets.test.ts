// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bootingShell, classesOf, InlineStyles, pageStylesheetLinks } from '../../server/page-assets';

describe('pageStylesheetLinks', () => {
  const sheets = [
    { href: '/assets/index-a.css', classes: classesOf('._frame_x_1{display:grid}') },
    { href: '/assets/product-detail-b.css', classes: classesOf('._price_y_2 ._label_y_3{color:#333} /* ._gone_z_1 */') },
    { href: '/assets/news-c.css', classes: classesOf('._article_n_1{margin:0}') },
  ];
  const shell = '<link rel="stylesheet" crossorigin href="/assets/index-a.css">';

  // No module preload of the page's chunk: it would share the wire with the page's largest picture (the app fetches it).
  it('links the stylesheets that style the markup, not the shell ones, and nothing else', () => {
    const links = pageStylesheetLinks('<div class="_frame_x_1"><p class="_label_y_3 other">¥1</p></div>', shell, sheets);
    expect(links).toBe('<link rel="stylesheet" crossorigin href="/assets/product-detail-b.css">');
  });

  it('links nothing for classes in comments only', () => {
    expect(pageStylesheetLinks('<div class="_gone_z_1"></div>', shell, sheets)).toBe('');
  });
});

describe('bootingShell', () => {
  const manifest = {
    'index.html': { file: 'assets/index-a1.js', isEntry: true },
    'src/boot.ts': { file: 'assets/boot-b2.js', isEntry: true },
  };
  const shell = '<head><script type="module" crossorigin src="/assets/index-a1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/d4.js">\n<link rel="stylesheet" crossorigin href="/assets/c3.css"></head>';

  it('loads a server-rendered page\'s app through the boot, which waits for the first paint and the largest picture: nothing of the app before', () => {
    expect(bootingShell(shell, manifest)).toBe('<head><script type="module" crossorigin src="/assets/boot-b2.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/c3.css"></head>');
  });

  it('refuses a build whose shell or manifest lacks the app or the boot', () => {
    expect(() => bootingShell('<head></head>', manifest)).toThrow(/app script/);
    expect(() => bootingShell(shell, { 'index.html': manifest['index.html'] })).toThrow(/boot/);
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
