// @vitest-environment node
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp } from '../../server/site-app';
import { appOptions, standInBuild, stubSite } from './support/stub-site';

// A compressed answer says it depends on Accept-Encoding, or a shared cache (nginx's, a CDN's) hands the gzip copy it
// kept to a client that cannot read it. Pages are compressed as they are sent; the build's files come as the build's own
// .gz/.br copies, or compressed on the fly when it has none.

/** Large enough to be compressed (the server leaves answers under 256 bytes as they are). */
const PAGE = `<!doctype html><title>page</title>${'<p>每一个系列，都始于 1979</p>'.repeat(100)}`;
const SCRIPT = `export const words = ${JSON.stringify('球杆 '.repeat(400))};\n`;
const STYLES = `.a{color:red}\n`.repeat(100);

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = standInBuild();
  // A script with the build's compressed copies beside it, and a stylesheet without.
  writeFileSync(join(dist, 'assets', 'words-3c4d.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'words-3c4d.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'words-3c4d.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'look-5e6f.css'), STYLES);
  const renderRequest = () => Promise.resolve({ kind: 'page' as const, status: 200, route: '/*', empty: false, head: '', body: PAGE, data: '', tags: [] });
  app = await createSiteApp(appOptions(stubSite(dist, { renderRequest })));
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const decode = { gzip: gunzipSync, br: brotliDecompressSync } as const;
/** What is asked for, and the text it is. */
const answers = [
  ['a page', '/about-us', PAGE],
  ['an asset with the build\'s compressed copy', '/assets/words-3c4d.js', SCRIPT],
  ['an asset without one', '/assets/look-5e6f.css', STYLES],
] as const;

describe.each(['gzip', 'br'] as const)('%s', (encoding) => {
  it.each(answers)('%s comes compressed, with Vary: Accept-Encoding', async (_name, url, text) => {
    const answer = await app.inject({ url, headers: { 'accept-encoding': encoding } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(decode[encoding](answer.rawPayload).toString()).toBe(text);
    expect(String(answer.headers.vary).toLowerCase().split(/\s*,\s*/)).toContain('accept-encoding');
  });
});

it.each(answers)('%s comes as it is to a client that takes no encoding', async (_name, url, text) => {
  const answer = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
  expect(answer.headers['content-encoding']).toBeUndefined();
  expect(answer.payload).toBe(text);
});
