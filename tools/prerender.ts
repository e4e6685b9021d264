import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { discover, LeftPage, renderPage } from '../src/entry-server';
import { readBuildSettings } from './cms-validate/env-files';
import { classesOf, InlineStyles, pageAssetLinks, type ManifestChunk, type Stylesheet } from './prerender-assets';
import { pageDocument, pageFile, robotsTxt, sitemapXml, type PageParts } from './prerender-html';
import { summariseLeft } from './prerender-summary';

// npm run prerender: renders the pages of the built site (dist/) into dist/<path>/index.html with the site's own
// routes and loaders (a Vite SSR build of src/entry-server.tsx), against the backend of the build settings.

const HELP = `Usage: npm run prerender [-- --api <backend URL>] [--dist <dir>] [--out <dir>] [--concurrency <n>]
  --out   write into a copy of the build in <dir> instead of the build itself (the browser tests keep dist/ as the plain app)
  --api   the backend to render against (else PRERENDER_API_BASE_URL, else VITE_API_BASE_URL;
          when all are empty the backend is the site's own origin: the bundled fixture API is started for the run)`;
const SHELL = 'shell.html';
const MANIFEST = 'prerendered.json';
/** File name start of the stylesheet that carries the pages' style attributes. */
const STYLES_PREFIX = 'prerender-styles-';

/** What the server build of src/entry-server.tsx exports. */
interface Entry {
  renderPage: typeof renderPage;
  discover: typeof discover;
}

const { values: args } = parseArgs({
  options: { api: { type: 'string' }, dist: { type: 'string', default: 'dist' }, out: { type: 'string' }, concurrency: { type: 'string', default: '4' }, help: { type: 'boolean' } },
});
if (args.help) {
  console.log(HELP);
  process.exit(0);
}

const started = performance.now();
/** The command's own output, which the capture of the site's log lines leaves alone. */
const say = console.log.bind(console);
const buildDir = resolve(args.dist ?? 'dist');
const distDir = resolve(args.out ?? buildDir);
const ssrDir = resolve('dist-ssr');
const settings = readBuildSettings(process.cwd());
const siteBase = settings.VITE_SITE_BASE_URL ?? '';
const tty = process.stdout.isTTY === true;
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

/** The bundled fixture API on a free local port, for a build whose backend is the site's own origin. */
async function startFixtureApi(): Promise<{ url: string; stop: () => Promise<void> }> {
  const [{ handlers }, { apiMiddleware }] = await Promise.all([import('../fixtures/handlers'), import('./fixture-app')]);
  const api = apiMiddleware(handlers);
  let open = 0;
  const server: Server = createServer((req, res) => {
    open += 1;
    res.on('close', () => (open -= 1));
    void api(req, res, () => res.writeHead(404).end());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  // The frame's data (navigation, footer) is still being fetched after the last page is written: let it finish.
  const settled = async () => {
    for (let quiet = 0, waited = 0; quiet < 3 && waited < 50; waited += 1) {
      await new Promise((done) => setTimeout(done, 50));
      quiet = open === 0 ? quiet + 1 : 0;
    }
  };
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, stop: () => settled().then(() => void server.close()) };
}

/** Removes the pages the last run wrote, so a product that is gone does not keep its old page. */
function removePreviousPages(): void {
  const manifest = join(distDir, MANIFEST);
  if (!existsSync(manifest)) return;
  for (const file of JSON.parse(readFileSync(manifest, 'utf8')) as string[]) if (file !== 'index.html') rmSync(join(distDir, file), { force: true });
  for (const name of readdirSync(join(distDir, 'assets'))) if (name.startsWith(STYLES_PREFIX)) rmSync(join(distDir, 'assets', name));
}

/** The site's own log lines while rendering (frame data, dropped CMS entries): to a file, so the progress stays readable. */
function captureConsole(file: string): { count: () => number; restore: () => void } {
  mkdirSync(dirname(file), { recursive: true });
  const lines: string[] = [];
  const original = { log: console.log, warn: console.warn, error: console.error };
  for (const level of ['log', 'warn', 'error'] as const) console[level] = (...parts: unknown[]) => void lines.push(`${level}: ${parts.map(String).join(' ')}`);
  return {
    count: () => lines.length,
    restore: () => {
      Object.assign(console, original);
      writeFileSync(file, lines.join('\n'));
    },
  };
}

function progress(done: number, total: number, path: string): void {
  if (tty) process.stdout.write(`\r\x1b[2K[${done}/${total}] ${path}`.slice(0, (process.stdout.columns || 100) + 6));
}

/** One rendered page, ready to be written: its file and the parts the shell takes. */
interface PageOut extends PageParts {
  file: string;
}

/** The output folder ready for pages (a fresh copy of the build with --out) and its app shell, kept as shell.html. */
function prepareOutput(): string {
  if (distDir !== buildDir) {
    rmSync(distDir, { recursive: true, force: true });
    cpSync(buildDir, distDir, { recursive: true });
  }
  const shellFile = join(distDir, SHELL);
  // The app shell stays beside the pages: the server's fallback for every path that has no page of its own.
  if (!existsSync(shellFile)) copyFileSync(join(distDir, 'index.html'), shellFile);
  return readFileSync(shellFile, 'utf8');
}

/** The Vite SSR build of the server entry, with the build settings of the browser build. */
async function buildServerEntry(): Promise<void> {
  await build({
    configFile: resolve('vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false, sourcemap: false },
  });
}

/** Renders the paths a few at a time: the pages to write, and the pages left to the client with the reason. */
async function renderAll(entry: Entry, paths: readonly string[], shell: string, inlineStyles: InlineStyles): Promise<{ pages: Map<string, PageOut>; left: LeftPage[] }> {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const sheets: Stylesheet[] = readdirSync(join(distDir, 'assets'))
    .filter((name) => name.endsWith('.css') && !name.startsWith(STYLES_PREFIX))
    .map((name) => ({ href: `/assets/${name}`, classes: classesOf(readFileSync(join(distDir, 'assets', name), 'utf8')) }));
  const pages = new Map<string, PageOut>();
  const left: LeftPage[] = [];
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++] ?? '/';
      const page = await entry.renderPage(path).catch((error: unknown): LeftPage => ({ kind: 'left', path, cause: 'render', reason: (error as Error).message }));
      const file = page.kind === 'rendered' ? pageFile(distDir, path) : undefined;
      if (page.kind === 'rendered' && file) {
        const body = inlineStyles.extract(page.body);
        const { stylesheets, preloads } = pageAssetLinks(body, shell, sheets, manifest);
        pages.set(path, { file, head: page.head + stylesheets, preloads, body, data: page.data });
      } else left.push(page.kind === 'left' ? page : { kind: 'left', path, cause: 'render', reason: 'no file for this path' });
      progress(++done, paths.length, path);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Number(args.concurrency) || 1) }, worker));
  if (tty) process.stdout.write('\r\x1b[2K');
  return { pages, left };
}

/** Writes the pages, the stylesheet of their style attributes, the list of what was written, sitemap.xml and robots.txt. */
function writeSite(pages: Map<string, PageOut>, shell: string, inlineStyles: InlineStyles): string[] {
  const css = inlineStyles.css();
  const stylesHref = `/assets/${STYLES_PREFIX}${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
  writeFileSync(join(distDir, stylesHref), css);
  for (const { file, head, ...parts } of pages.values()) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, pageDocument(shell, { ...parts, head: `${head}<link rel="stylesheet" href="${stylesHref}">` }));
  }
  // Without a home page of its own, / is the shell again (not the home page of an earlier run).
  if (!pages.has('/')) writeFileSync(join(distDir, 'index.html'), shell);
  const written = [...pages.keys()].sort();
  writeFileSync(join(distDir, MANIFEST), JSON.stringify(written.map((path) => (pageFile(distDir, path) ?? '').slice(distDir.length + 1)), null, 1));
  writeFileSync(join(distDir, 'sitemap.xml'), sitemapXml(siteBase, written));
  writeFileSync(join(distDir, 'robots.txt'), robotsTxt(siteBase));
  return written;
}

const list = (title: string, lines: readonly string[]) => (lines.length > 0 ? say(`${title} (${lines.length}):\n${lines.map((l) => `  ${l}`).join('\n')}`) : undefined);

async function main(): Promise<number> {
  if (!existsSync(join(buildDir, 'index.html'))) {
    console.error(`No build in ${buildDir}: run \`npm run build\` first (or \`npm run build:prerender\`).`);
    return 2;
  }
  const shell = prepareOutput();
  const serverBuild = buildServerEntry();
  const given = args.api ?? process.env.PRERENDER_API_BASE_URL ?? '';
  const fixtureApi = given || settings.VITE_API_BASE_URL ? undefined : await startFixtureApi();
  // Read by src/config/client.ts when the server entry is imported.
  process.env.PRERENDER_API_BASE_URL = given || fixtureApi?.url || '';
  await serverBuild;
  const entry = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as Entry;
  const built = seconds();
  const logged = captureConsole(join(ssrDir, 'render.log'));
  try {
    const { paths, problems } = await entry.discover();
    removePreviousPages();
    const listed = seconds();
    const inlineStyles = new InlineStyles();
    const { pages, left } = await renderAll(entry, paths, shell, inlineStyles);
    const written = writeSite(pages, shell, inlineStyles);
    const backend = fixtureApi ? 'bundled fixtures' : process.env.PRERENDER_API_BASE_URL;
    say(`Prerendered ${written.length} of ${paths.length} pages into ${distDir} in ${seconds()} s (server build done at ${built} s, pages listed at ${listed} s; backend: ${backend}).`);
    if (logged.count() > 0) say(`The site logged ${logged.count()} lines while rendering: ${join(ssrDir, 'render.log')}`);
    const summary = summariseLeft(left, written.length);
    process.stdout.write(summary.stdout);
    process.stderr.write(summary.stderr);
    list('Not listed', problems);
    return summary.exitCode;
  } finally {
    await fixtureApi?.stop();
    logged.restore();
  }
}

process.env.NODE_ENV = 'production';
// Dates are written as the site's visitors (mainland China) read them, so hydration finds the same text.
process.env.TZ = 'Asia/Shanghai';
process.exitCode = await main();
