// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bootingShell, InlineStyles } from '../../server/page-assets';

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
