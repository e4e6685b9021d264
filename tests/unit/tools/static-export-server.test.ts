// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticExport, type RunningServer } from '../../../tools/static-export-server';
import { freePort } from '../../../tools/cached-stack';

// perf's static export is served as a static host serves it: each page at its address, compressed. Since the server
// moved to Fastify, every address but / had been answered with the app shell, uncompressed, so perf's export column
// measured pages the browser rendered afresh (first paint 4.0-4.8 s on Lighthouse's slow 4G).

const PAGE = `<!doctype html><title>产品</title><main>${'球杆 '.repeat(2_000)}</main>`;
const SCRIPT = `export const app = "${'x'.repeat(4_000)}";`;

let dir: string;
let server: RunningServer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-export-'));
  mkdirSync(join(dir, 'pdp', '1001'), { recursive: true });
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'pdp', '1001', 'index.html'), PAGE);
  writeFileSync(join(dir, 'shell.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(dir, 'assets', 'app.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'app.js.br'), brotliCompressSync(SCRIPT));
  server = await startStaticExport(dir, { apiBaseUrl: '', imageBaseUrl: '', mapKey: '' }, await freePort());
});
afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the static export server', () => {
  it('sends a page gzip-compressed to a browser that takes gzip', async () => {
    const answer = await fetch(`${server.base}/pdp/1001`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes it: the page as written.
    expect(await answer.text()).toBe(PAGE);
  });

  it('sends the build\'s own brotli copy of a script', async () => {
    const answer = await fetch(`${server.base}/assets/app.js`, { headers: { 'accept-encoding': 'br' } });
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(await answer.text()).toBe(SCRIPT);
  });

  it('answers a page at its address with or without the slash, and the shell for an address it has no page for', async () => {
    for (const path of ['/pdp/1001', '/pdp/1001/', '/pdp/1001?vc=drivers']) expect(await (await fetch(`${server.base}${path}`)).text(), path).toBe(PAGE);
    expect(await (await fetch(`${server.base}/pdp/9999`)).text()).toBe('<!doctype html><title>shell</title>');
  });
});
