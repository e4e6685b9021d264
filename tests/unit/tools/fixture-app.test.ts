// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteServer } from '../../../tools/fixture-app';

const SHELL = '<!doctype html><title>shell</title>';
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
  dist = mkdtempSync(join(tmpdir(), 'fixture-app-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'export {};');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'assets', 'app-1a2b.js.map'), '{"version":3}');
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(dist, 'sitemap.xml'), '<?xml version="1.0"?><urlset/>');
  server = siteServer({ distDir: dist, handlers: [], settings: { apiBaseUrl: 'https://api.example.cn', imageBaseUrl: '', mapKey: '' } });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

describe('fixture server paths', () => {
  it('answers a malformed percent escape with the app shell, not an empty 500', async () => {
    const res = await get('/%ZZ');
    expect(res.status).toBe(200);
    expect(res.body).toBe(SHELL);
  });

  it.each(['/pdp/1.5', '/brand-story/v1.2', '/news/2024.11.05'])('answers the app path %s (with a dot) with the app shell', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
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

  it('sends sitemap.xml as XML', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  });

  it('never serves a file outside the build', async () => {
    const res = await get('/..%2f..%2fetc%2fpasswd');
    expect(res.body).toBe(SHELL);
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

describe('fixture server security headers', () => {
  it.each(['/', '/assets/app-1a2b.js', '/assets/gone-9z9z.js', '/%ZZ', '/fixture-images/none.jpg', '/ecommerce/nothing'])('sends every security header on %s', async (path) => {
    const { headers } = await get(path);
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("connect-src 'self' https://api.example.cn");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
