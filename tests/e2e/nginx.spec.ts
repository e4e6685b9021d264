import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { securityHeaders } from '../../schemas/security-policy';
import { parseEnvFile } from '../../tools/cms-validate/env-files';
import { policySettings, readNginxTemplate, renderNginxConf, SECURITY_INCLUDE } from '../../tools/nginx-conf';
import { seriousViolations } from './axe';
import { expect, test as consoleTest, type Page } from './console';

// The built site under Debian's nginx with deploy/nginx.conf, started here (not as a system service): one nginx
// per worker on 4550 + its index, serving a copy of dist/ and proxying the API to the fixture server of the run.
const NGINX = '/usr/sbin/nginx';
const API_UPSTREAM = `http://127.0.0.1:${process.env.E2E_PORT ?? 4321}`;
/** A page placed in the copy of dist/ as the prerender writes one: nginx must serve it for its path. */
const PRERENDERED = { path: '/about-us', marker: 'prerendered-about-us' };
/** The prerendered home page replaces dist/index.html, and the prerender keeps the app shell as shell.html. */
const HOME_MARKER = 'prerendered-home';
const settings = policySettings(parseEnvFile(readFileSync(resolve('.env'), 'utf8')));

interface Nginx {
  base: string;
}

async function untilAnswering(base: string, process: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (process.exitCode !== null) throw new Error(`nginx exited (${process.exitCode}): ${log()}`);
    try {
      if ((await fetch(`${base}/favicon.svg`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not answer on ${base}: ${log()}`);
}

const test = consoleTest.extend<{ nginx: Nginx }, { nginxServer: Nginx }>({
  nginxServer: [
    // Playwright reads the fixtures a fixture needs from this pattern; this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const prefix = mkdtempSync(join(tmpdir(), 'nginx-site-'));
      // Started as root, nginx's workers run as nobody: they must be able to read the site.
      chmodSync(prefix, 0o755);
      const root = join(prefix, 'dist');
      cpSync(resolve('dist'), root, { recursive: true });
      mkdirSync(join(root, PRERENDERED.path), { recursive: true });
      const page = (marker: string) => `<!doctype html><html lang="zh-CN"><title>${marker}</title><p>${marker}</p></html>`;
      writeFileSync(join(root, PRERENDERED.path, 'index.html'), page(PRERENDERED.marker));
      cpSync(join(root, 'index.html'), join(root, 'shell.html'));
      writeFileSync(join(root, 'index.html'), page(HOME_MARKER));
      writeFileSync(join(root, 'sitemap.xml'), '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>');
      for (const dir of ['logs', 'temp']) mkdirSync(join(prefix, dir));
      cpSync(SECURITY_INCLUDE, join(prefix, 'security-headers.conf'));
      const port = 4550 + workerInfo.parallelIndex;
      // The demo's pictures come from the fixture server, as a storage host's would: proxied like the API.
      const template = readNginxTemplate().replace('^/(ecommerce|productSearch)/', '^/(ecommerce|productSearch|fixture-images)/');
      writeFileSync(join(prefix, 'nginx.conf'), renderNginxConf(template, { listen: `127.0.0.1:${port}`, root, apiUpstream: API_UPSTREAM }));
      let log = '';
      const nginx = spawn(NGINX, ['-e', 'stderr', '-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-g', `daemon off; pid ${join(prefix, 'nginx.pid')}; error_log stderr;`], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      nginx.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
      const base = `http://127.0.0.1:${port}`;
      try {
        await untilAnswering(base, nginx, () => log);
        await use({ base });
      } finally {
        nginx.kill('SIGQUIT');
        await new Promise((r) => (nginx.exitCode !== null ? r(undefined) : nginx.once('exit', r)));
        rmSync(prefix, { recursive: true, force: true });
      }
    },
    { scope: 'worker' },
  ],
  nginx: async ({ nginxServer }, use) => use(nginxServer),
});

test.skip(!existsSync(NGINX), `Debian's nginx (${NGINX}) is not installed: apt-get install nginx (.ci/run does)`);

/** Records every CSP violation the page reports. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('a product deep link is answered with the app, which renders it with its data through the proxied API', async ({ page, nginx, consoleErrors }) => {
  const violations = await watchCsp(page);
  const answer = await page.goto(`${nginx.base}/pdp/1001`);
  expect(answer?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('heading', { level: 1, name: 'SIM3 MAX 一号木' })).toBeVisible();
  await expect(page.getByText('¥5,680.00')).toBeVisible();
  const picture = page.getByRole('img', { name: /SIM3 MAX 一号木/ }).first();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await violations()).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a news article deep link renders, with no CSP violation', async ({ page, nginx, consoleErrors }) => {
  const violations = await watchCsp(page);
  await page.goto(`${nginx.base}/news/5001`);
  await expect(page.getByRole('heading', { level: 1, name: 'MERIDIAN 迎来品牌创立 47 周年' })).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('every answer carries the CSP and the security headers of securityHeaders(), once', async ({ request, nginx }) => {
  const expected = securityHeaders(settings);
  for (const path of ['/', '/pdp/1001', '/favicon.svg', '/assets/missing-chunk.js', '/ecommerce/no-such-call']) {
    const answer = await request.get(`${nginx.base}${path}`);
    const headers = answer.headersArray();
    for (const [name, value] of Object.entries(expected)) {
      expect(headers.filter((h) => h.name.toLowerCase() === name).map((h) => h.value), `${name} on ${path}`).toEqual([value]);
    }
  }
});

/** A raw request, so a malformed path or a method fetch clients refuse reaches nginx as written. */
function raw(base: string, line: string): Promise<{ status: number; headers: [string, string][]; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(`${line} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [status = '', ...fields] = head.split('\r\n');
      const headers = fields.map((field) => [field.slice(0, field.indexOf(':')).toLowerCase(), field.slice(field.indexOf(':') + 1).trim()] as [string, string]);
      resolve({ status: Number(status.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

const BAD_REQUESTS: [string, string][] = [
  ['a malformed escape', 'GET /%ZZ'],
  ['a NUL byte', 'GET /%00'],
  ['a 1,500-character search', `GET /search-results-page?keyword=${encodeURIComponent('高尔夫球杆'.repeat(300))}`],
  ['2,000 query parameters', `GET /search-results-page?${Array.from({ length: 2000 }, (_, i) => `p${i}=${i}`).join('&')}`],
  ['TRACE', 'TRACE /'],
];

for (const [name, line] of BAD_REQUESTS) {
  test(`${name} gets the site's own page with every security header, once`, async ({ nginx }) => {
    const answer = await raw(nginx.base, line);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    for (const [header, value] of Object.entries(securityHeaders(settings))) {
      expect(answer.headers.filter(([field]) => field === header).map(([, v]) => v), header).toEqual([value]);
    }
    expect(answer.body).toContain('<div id="root"');
    expect(answer.body).not.toMatch(/<center>nginx<\/center>/);
  });
}

test('hashed assets are cached for a year as immutable and sent brotli or gzip, as asked; the HTML is revalidated', async ({ request, nginx }) => {
  const shell = await request.get(`${nginx.base}/contact-us`);
  expect(shell.headers()['cache-control']).toBe('no-cache');
  const scripts = [...(await shell.text()).matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const asset of scripts) {
    const answer = await request.get(`${nginx.base}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status(), asset).toBe(200);
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers()['content-encoding']).toBe('gzip');
    const brotli = await request.get(`${nginx.base}${asset}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers()['content-encoding'], asset).toBe('br');
  }
});

test('an unknown file under /assets/ is a 404, not the app shell', async ({ request, nginx }) => {
  const answer = await request.get(`${nginx.base}/assets/index-00000000.js`);
  expect(answer.status()).toBe(404);
  expect(await answer.text()).not.toContain('<div id="root"');
});

test('source maps and the build manifest are not served; sitemap.xml goes out as XML', async ({ request, nginx }) => {
  const scripts = (await (await request.get(`${nginx.base}/contact-us`)).text()).match(/\/assets\/[^"]+\.js/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const path of [...scripts.map((script) => `${script}.map`), '/.vite/manifest.json', '/%2Evite/manifest.json']) {
    const answer = await request.get(`${nginx.base}${path}`);
    expect(answer.status(), path).toBe(404);
    expect(await answer.text(), path).not.toContain('"version"');
  }
  const sitemap = await request.get(`${nginx.base}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/^(text|application)\/xml/);
});

test('a prerendered dist/<path>/index.html is served for its path, the app shell (shell.html) for the others', async ({ request, nginx }) => {
  const prerendered = await request.get(`${nginx.base}${PRERENDERED.path}`);
  expect(prerendered.status()).toBe(200);
  expect(prerendered.headers()['cache-control']).toBe('no-cache');
  expect(await prerendered.text()).toContain(PRERENDERED.marker);
  const shell = await request.get(`${nginx.base}/contact-us`);
  expect(shell.headers()['content-type']).toContain('text/html');
  expect(await shell.text()).not.toContain(PRERENDERED.marker);
  expect(await shell.text()).toBe(readFileSync(resolve('dist/index.html'), 'utf8'));
  expect(await (await request.get(`${nginx.base}/`)).text()).toContain(HOME_MARKER);
});
