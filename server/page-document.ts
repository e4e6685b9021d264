import { join, normalize, sep } from 'node:path';
import { decodedSegment } from '../src/engine/decoded';

/** A page's parts: head tags that must come first (title, meta, stylesheets), the markup and its data. */
export interface PageParts {
  head: string;
  body: string;
  data: string;
}

const ROOT = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet"[^>]*>\s*/g;

/**
 * The page's HTML from the app shell: the page's head tags (its own title in place of the shell's) and every
 * stylesheet ahead of the shell's scripts, so the first paint waits for CSS only, not for script downloads; the
 * markup in #root and the hydration data right after it.
 * Throws when the shell has no empty #root or no </head>.
 */
export function pageDocument(shell: string, page: PageParts): string {
  const headEnd = shell.indexOf('</head>');
  if (!shell.includes(ROOT) || headEnd < 0) throw new Error('the app shell has no empty <div id="root"></div> or no </head>');
  let head = shell.slice(0, headEnd);
  const sheets = head.match(STYLESHEET)?.join('') ?? '';
  head = head.replace(STYLESHEET, '');
  if (/<title>/.test(page.head)) head = head.replace(/<title>[\s\S]*?<\/title>\s*/, '');
  const scripts = head.search(/<script\b|<link rel="modulepreload"/);
  const at = scripts < 0 ? head.length : scripts;
  // Replacer-free slicing: the page's own text goes in as it is, `$&` and the like included.
  const document = `${head.slice(0, at)}${page.head}${sheets}${head.slice(at)}${shell.slice(headEnd)}`;
  const root = document.lastIndexOf(ROOT);
  return `${document.slice(0, root)}<div id="root">${page.body}</div>${page.data}${document.slice(root + ROOT.length)}`;
}

/** The file a page path is served from: dist/<path>/index.html (dist/index.html for /); undefined for a path that leaves dist. */
export function pageFile(distDir: string, path: string): string | undefined {
  const segments = path.split('/').filter(Boolean).map(decodedSegment);
  // A segment that is no valid percent-encoding names no file.
  if (!segments.every((s): s is string => s !== undefined)) return undefined;
  if (segments.some((s) => s === '.' || s === '..' || /[\\/\0]/.test(s))) return undefined;
  const file = normalize(join(distDir, ...segments, 'index.html'));
  return file.startsWith(normalize(distDir) + sep) ? file : undefined;
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml of the server-rendered pages, on the public site base. */
export function sitemapXml(siteBase: string, paths: readonly string[]): string {
  const base = siteBase.replace(/\/+$/, '');
  const urls = paths.map((path) => `  <url><loc>${xml(`${base}${path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled but the editors' preview; the sitemap is named. */
export function robotsTxt(siteBase: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /__preview\n\nSitemap: ${siteBase.replace(/\/+$/, '')}/sitemap.xml\n`;
}
