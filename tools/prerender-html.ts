import { join, normalize, sep } from 'node:path';

/** What the server entry hands over for one page (src/entry-server.tsx RenderedPage). */
export interface PageParts {
  head: string;
  body: string;
  data: string;
}

const ROOT = '<div id="root"></div>';

/**
 * The page's HTML: the app shell with the page's head tags (its own title in place of the shell's), the rendered
 * markup in #root and the hydration data element right after it. Throws when the shell has no empty #root.
 */
export function pageDocument(shell: string, page: PageParts): string {
  if (!shell.includes(ROOT) || !shell.includes('</head>')) throw new Error('the app shell has no empty <div id="root"></div> or no </head>');
  const withoutTitle = /<title>/.test(page.head) ? shell.replace(/<title>[\s\S]*?<\/title>\s*/, '') : shell;
  // Replacer functions: the page's own text is inserted as it is, `$&` and the like included.
  return withoutTitle.replace('</head>', () => `${page.head}</head>`).replace(ROOT, () => `<div id="root">${page.body}</div>${page.data}`);
}

/** The file a page path is served from: dist/<path>/index.html (dist/index.html for /); undefined for a path that leaves dist. */
export function pageFile(distDir: string, path: string): string | undefined {
  let segments: string[];
  try {
    segments = path.split('/').filter(Boolean).map((s) => decodeURIComponent(s));
  } catch {
    return undefined; // not a valid percent-encoding: it names no file
  }
  if (segments.some((s) => s === '.' || s === '..' || /[\\/\0]/.test(s))) return undefined;
  const file = normalize(join(distDir, ...segments, 'index.html'));
  return file.startsWith(normalize(distDir) + sep) ? file : undefined;
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml of the prerendered pages, on the public site base. */
export function sitemapXml(siteBase: string, paths: readonly string[]): string {
  const base = siteBase.replace(/\/+$/, '');
  const urls = paths.map((path) => `  <url><loc>${xml(`${base}${path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled but the editors' preview; the sitemap is named. */
export function robotsTxt(siteBase: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /__preview\n\nSitemap: ${siteBase.replace(/\/+$/, '')}/sitemap.xml\n`;
}
