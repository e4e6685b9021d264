// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltSite } from '../../../server/built-site';
import { createSiteServer } from '../../../server/site-server';

const SHELL = '<!doctype html><title>shell</title>';
/** A page of the stand-in render: its path, so a test sees which address was rendered. */
const page = (address: string) => `<!doctype html><title>page</title><p>${new URL(address).pathname}</p>`;
/** Addresses whose render throws, as a page that cannot render does. */
const BROKEN = '/broken';
let dist: string;
let server: Server;
let base: string;

/** A raw GET (fetch would normalise the path, and /%ZZ must reach the server as it is). */
function get(path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'site-server-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'export {};');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'assets', 'app-1a2b.js.map'), '{"version":3}');
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(dist, 'sitemap.xml'), '<?xml version="1.0"?><urlset/>');
  const site: BuiltSite = {
    distDir: dist,
    shell: SHELL,
    entry: {
      renderRequest: (address) => (address.includes(BROKEN) ? Promise.reject(new Error('boom')) : Promise.resolve({ kind: 'page', status: 200, head: '', body: page(address), data: '' })),
      discover: () => Promise.resolve({ paths: ['/', '/pdp/1001'], problems: [] }),
      forgetServerCaches: () => undefined,
    },
    document: (rendered) => ({ html: rendered.body, stylesheet: undefined }),
  };
  server = createSiteServer({
    site,
    fixtures: [],
    apiBaseUrl: '',
    revalidateToken: undefined,
    purgeUrl: undefined,
    freshSeconds: 30,
    siteBase: 'https://www.example.cn',
    policy: { apiBaseUrl: 'https://api.example.cn', imageBaseUrl: '', mapKey: '' },
    forget: () => undefined,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

describe('render server paths', () => {
  it('renders a malformed percent escape as a page (the router sends it home), not an empty 500', async () => {
    const res = await get('/%ZZ');
    expect(res.status).toBe(200);
    expect(res.body).toBe(page('http://x/%ZZ'));
  });

  it.each(['/pdp/1.5', '/brand-story/v1.2', '/news/2024.11.05', '/', '/index.html'])('renders the app path %s (with a dot, or a file name of the build\'s) as a page', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30, stale-if-error=604800');
    expect(res.body).toBe(page(`http://x${path}`));
  });

  it('answers a page that does not render with the app shell, 500 and no-store (a cache keeps its good copy)', async () => {
    const res = await get(BROKEN);
    expect(res.status).toBe(500);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe(SHELL);
  });

  it('serves files that exist, and 404s a missing asset under /assets/', async () => {
    expect((await get('/assets/app-1a2b.js')).body).toBe('export {};');
    expect((await get('/favicon.svg')).status).toBe(200);
    const missing = await get('/assets/gone-9z9z.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toContain('text/plain');
  });

  it.each(['/assets/app-1a2b.js.map', '/assets/app-1a2b.js%2Emap', '/.vite/manifest.json', '/%2Evite/manifest.json'])('never serves the operators\' build file %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('version');
  });

  it('lists the site\'s pages in sitemap.xml, on the public site base', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toContain('<loc>https://www.example.cn/pdp/1001</loc>');
  });

  it('never serves a file outside the build', async () => {
    const res = await get('/..%2f..%2fetc%2fpasswd');
    expect(res.body).not.toContain('root:');
  });
});

/** Bytes written as they are (node's own client refuses to send what its parser would refuse), and the answer's head and body. */
function rawAnswer(bytes: string): Promise<{ status: number; headers: Map<string, string>; body: string }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [status = '', ...fields] = head.split('\r\n');
      const headers = new Map(fields.map((field) => [field.slice(0, field.indexOf(':')).toLowerCase(), field.slice(field.indexOf(':') + 1).trim()]));
      resolve({ status: Number(status.split(' ')[1]), headers, body });
    });
  });
}

describe('requests node\'s parser refuses', () => {
  it.each([
    ['a URL past 16 KB', `GET /search-results-page?keyword=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
    ['a malformed header', 'GET / HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n', 400],
    ['a control character in the path', 'GET /a\u0001b HTTP/1.1\r\nHost: x\r\n\r\n', 400],
  ])('answers %s with its status, every security header and the app shell', async (_name, bytes, status) => {
    const answer = await rawAnswer(bytes);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-security-policy')).toContain("connect-src 'self' https://api.example.cn");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('permissions-policy')).toContain('camera=()');
    expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(answer.body).toBe(SHELL);
  });
});

describe('render server security headers', () => {
  it.each(['/', BROKEN, '/assets/app-1a2b.js', '/assets/gone-9z9z.js', '/%ZZ', '/fixture-images/none.jpg', '/ecommerce/nothing', '/__styles/nothing.css', '/__revalidate'])('sends every security header on %s', async (path) => {
    const { headers } = await get(path);
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("connect-src 'self' https://api.example.cn");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
