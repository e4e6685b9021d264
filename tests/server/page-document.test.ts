// @vitest-environment node
import fc from 'fast-check';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageDocument, pageFile, robotsTxt, sitemapXml } from '../../server/page-document';

const SHELL = '<!doctype html><html><head><meta charset="UTF-8" />\n<title>MERIDIAN 官方网站</title>\n<script type="module" src="/assets/index.js"></script>\n<link rel="modulepreload" href="/assets/a.js">\n<link rel="stylesheet" href="/assets/index.css">\n</head><body><div id="root"></div></body></html>';

describe('pageDocument', () => {
  const page = {
    head: '<title>产品</title><link rel="canonical" href="https://www.example.cn/pdp/1"><link rel="stylesheet" href="/assets/page.css">',
    body: '<main>正文</main>',
    data: '<script type="application/json" id="router-hydration">{}</script>',
  };

  it('puts the page head and every stylesheet ahead of the scripts, its own title in place of the shell one', () => {
    const html = pageDocument(SHELL, page);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<meta charset="UTF-8" />\n<title>产品</title><link rel="canonical" href="https://www.example.cn/pdp/1"><link rel="stylesheet" href="/assets/page.css"><link rel="stylesheet" href="/assets/index.css">\n<script type="module"');
    expect(html.match(/index\.css/g)).toHaveLength(1);
  });

  it('puts the markup into #root and the data right after it', () => {
    expect(pageDocument(SHELL, page)).toContain('<div id="root"><main>正文</main></div><script type="application/json" id="router-hydration">{}</script></body>');
  });

  it('keeps the shell title when the page has none, and inserts any text as it is (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, head) => {
        const html = pageDocument(SHELL, { head: `<meta name="x" content="y">${head.replace(/<title>/g, '')}`, body: text, data: '' });
        expect(html).toContain('<title>MERIDIAN 官方网站</title>');
        expect(html).toContain(`<div id="root">${text}</div>`);
        expect(html).toContain(head.replace(/<title>/g, ''));
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses a shell without an empty #root', () => {
    expect(() => pageDocument('<html><head></head><body></body></html>', { head: '', body: '', data: '' })).toThrow(/root/);
  });
});

describe('pageFile', () => {
  it('maps a path to its index.html under dist, the root to dist/index.html, decoded', () => {
    expect(pageFile('/d', '/')).toBe(join('/d', 'index.html'));
    expect(pageFile('/d', '/pdp/1001')).toBe(join('/d', 'pdp', '1001', 'index.html'));
    expect(pageFile('/d', '/news/a%20b/')).toBe(join('/d', 'news', 'a b', 'index.html'));
  });

  it('never leaves dist (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom('..', '.', '%2e%2e', '%2F', '%5C', 'a'), fc.string({ minLength: 1 }).filter((s) => !s.includes('%'))), { maxLength: 5 }), (segments) => {
        const file = pageFile('/d', `/${segments.map(encodeURIComponent).join('/')}`);
        if (file !== undefined) expect(file.startsWith('/d/')).toBe(true);
      }),
      { numRuns: 1000 },
    );
    expect(pageFile('/d', '/%2e%2e/etc')).toBeUndefined();
    expect(pageFile('/d', '/a%2F..%2F..%2Fx')).toBeUndefined();
    expect(pageFile('/d', '/%ZZ')).toBeUndefined();
  });
});

describe('sitemapXml and robotsTxt', () => {
  it('list the pages on the public site base, escaped, and name the sitemap', () => {
    const xml = sitemapXml('https://www.example.cn/', ['/', '/news/a&b']);
    expect(xml).toContain('<loc>https://www.example.cn/</loc>');
    expect(xml).toContain('<loc>https://www.example.cn/news/a&amp;b</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(robotsTxt('https://www.example.cn')).toContain('Sitemap: https://www.example.cn/sitemap.xml');
    expect(robotsTxt('https://www.example.cn')).toContain('Disallow: /__preview');
  });
});
