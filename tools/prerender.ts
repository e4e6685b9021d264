import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startFixtureServer } from '../fixtures/http/server';
import { renderProcess } from '../server/render-process';
import { loadBuiltSite, type BuiltSite } from '../server/built-site';
import { pageFile, robotsTxt, sitemapXml } from '../server/page-document';
import { STYLES_PATH } from '../server/page-styles';
import { readBuildSettings } from './cms-validate/env-files';
import { summariseLeft, type LeftPage } from './prerender-summary';

// npm run prerender: the static export, for a host without Node. The pages of the built site rendered with the
// render server's own function (server/built-site.ts over dist-ssr/entry-server.js) into <out>/<path>/index.html,
// as they are at this moment: it does not follow the CMS afterwards, which is why production runs the server.

const HELP = `Usage: npm run prerender [-- --api <backend URL>] [--dist <dir>] [--out <dir>] [--concurrency <n>]
  --out   write into a copy of the build in <dir> instead of the build itself
  --api   the backend to render against (else API_BASE_URL; when empty, the bundled fixture API in this process)`;
const SHELL = 'shell.html';
const MANIFEST = 'prerendered.json';

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
const outDir = resolve(args.out ?? buildDir);
const ssrDir = resolve('dist-ssr');
const siteBase = readBuildSettings(process.cwd()).VITE_SITE_BASE_URL ?? '';
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

/** Removes the pages the last run wrote, so a product that is gone does not keep its old page. */
function removePreviousPages(): void {
  const manifest = join(outDir, MANIFEST);
  if (!existsSync(manifest)) return;
  for (const file of JSON.parse(readFileSync(manifest, 'utf8')) as string[]) if (file !== 'index.html') rmSync(join(outDir, file), { force: true });
  rmSync(join(outDir, STYLES_PATH), { recursive: true, force: true });
}

/** The site's own log lines while rendering (dropped CMS entries, failed calls): to a file, so the summary stays readable. */
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

/** Renders each path a few at a time and writes the pages that answer 200 (with their stylesheets); the rest are left. */
async function exportAll(site: BuiltSite, paths: readonly string[]): Promise<{ written: string[]; left: LeftPage[] }> {
  const written: string[] = [];
  const left: LeftPage[] = [];
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++] ?? '/';
      const file = pageFile(outDir, path);
      const answer = await site.renderer.renderRequest(`${siteBase.replace(/\/+$/, '') || 'http://site.invalid'}${path}`).catch((error: Error) => error);
      if (answer instanceof Error) left.push({ path, cause: 'render', reason: answer.message });
      else if (answer.kind === 'redirect') left.push({ path, cause: 'data', reason: `redirects to ${answer.location}` });
      else if (answer.status !== 200 || !file) left.push({ path, cause: 'data', reason: file ? `answers ${answer.status}` : 'no file for this path' });
      else {
        // A static host sends one policy for every file: the page's style rules go in a file of their own.
        const { html, styles } = site.document(answer, 'linked');
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, html);
        if (styles) {
          mkdirSync(join(outDir, STYLES_PATH), { recursive: true });
          writeFileSync(join(outDir, STYLES_PATH, styles.file), styles.css);
        }
        written.push(path);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Number(args.concurrency) || 1) }, worker));
  return { written: written.sort(), left };
}

async function main(): Promise<number> {
  if (!existsSync(join(buildDir, 'index.html'))) {
    console.error(`No build in ${buildDir}: run \`npm run build\` first.`);
    return 2;
  }
  if (outDir !== buildDir) {
    rmSync(outDir, { recursive: true, force: true });
    cpSync(buildDir, outDir, { recursive: true });
  }
  // The app shell stays beside the pages: a static host's fallback for every path that has no page of its own.
  if (!existsSync(join(outDir, SHELL))) cpSync(join(outDir, 'index.html'), join(outDir, SHELL));
  renderProcess();
  // The bundled fixtures when no backend is named, over loopback HTTP as the render server calls them.
  const api = args.api ?? process.env.API_BASE_URL ?? '';
  const fixtures = api ? undefined : await startFixtureServer(0);
  const site = await loadBuiltSite(buildDir, ssrDir, { apiBaseUrl: api || (fixtures?.url ?? '') });
  const logged = captureConsole(join(ssrDir, 'render.log'));
  try {
    const { paths, problems } = await site.renderer.discover();
    removePreviousPages();
    const { written, left } = await exportAll(site, paths);
    // Without a home page of its own, / is the shell again (not the home page of an earlier run).
    if (!written.includes('/')) cpSync(join(outDir, SHELL), join(outDir, 'index.html'));
    writeFileSync(join(outDir, MANIFEST), JSON.stringify(written.map((path) => (pageFile(outDir, path) ?? '').slice(outDir.length + 1)), null, 1));
    writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(siteBase, written));
    writeFileSync(join(outDir, 'robots.txt'), robotsTxt(siteBase));
    say(`Exported ${written.length} of ${paths.length} pages into ${outDir} in ${seconds()} s (backend: ${api || 'the bundled fixtures'}).`);
    if (logged.count() > 0) say(`The site logged ${logged.count()} lines while rendering: ${join(ssrDir, 'render.log')}`);
    const summary = summariseLeft(left, written.length);
    process.stdout.write(summary.stdout);
    process.stderr.write(summary.stderr);
    if (problems.length > 0) say(`Not listed (${problems.length}):\n${problems.map((l) => `  ${l}`).join('\n')}`);
    return summary.exitCode;
  } finally {
    logged.restore();
    await fixtures?.close();
  }
}

process.exitCode = await main();
