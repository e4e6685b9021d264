// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureImagesDir } from '../../../fixtures/set';
import { fixtureImages } from '../../../tools/fixture-app';
import { IMAGE_CACHE_DIR, keepWithin } from '../../../tools/fixture-images';

let dist: string;
let server: Server;
let base: string;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw GET, so the query reaches the server exactly as written. */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'fixture-images-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  server = createServer((req, res) => fixtureImages(req, res, () => void res.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

describe('fixture images like the object storage', () => {
  it('resizes to the asked width and delivers WebP with caching headers', async () => {
    const res = await get('/fixture-images/driver.jpg?x-oss-process=image/resize,m_lfit,w_360/format,webp');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const meta = await sharp(res.body).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 360]);
    expect(res.body.length).toBeLessThan(readFileSync(join(fixtureImagesDir, 'driver.jpg')).length / 2);
  });

  it('answers a revisit with the same ETag as 304 without a body, and keeps the picture on disk', async () => {
    const path = '/fixture-images/putter.jpg?x-oss-process=image/resize,m_pad,w_400,h_300/format,png';
    const first = await get(path);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(existsSync(join(IMAGE_CACHE_DIR, etag.slice(1, -1)))).toBe(true);
    const meta = await sharp(first.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 400, 300]);
    const again = await get(path, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await get(path, { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('serves the original without a query, and a vector as it is whatever the query', async () => {
    const original = await get('/fixture-images/driver.jpg');
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.body.equals(readFileSync(join(fixtureImagesDir, 'driver.jpg')))).toBe(true);
    const logo = await get('/fixture-images/logo.svg?x-oss-process=image/resize,m_lfit,w_100');
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.body.equals(readFileSync(join(fixtureImagesDir, 'logo.svg')))).toBe(true);
  });

  it.each(['image/resize,w_0', 'image/resize,m_lfit,w_abc', 'image/blur,r_3', 'style/thumb', '', 'image/resize,p_1000'])(
    'answers the malformed or impossible process %j with a one-line 400, and keeps serving',
    async (query) => {
      const res = await get(`/fixture-images/hero-1.jpg?x-oss-process=${encodeURIComponent(query)}`);
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.body.toString('utf8')).toMatch(/^InvalidArgument: [^\n]+\n$/);
      expect((await get('/fixture-images/hero-1.jpg?x-oss-process=image/resize,m_lfit,w_100')).status).toBe(200);
    },
  );
});

describe('the disk cache of processed pictures', () => {
  it('keeps within its budget by removing the oldest pictures, each with its type', () => {
    const dir = mkdtempSync(join(tmpdir(), 'image-cache-'));
    try {
      for (const [index, key] of ['old', 'mid', 'new'].entries()) {
        writeFileSync(join(dir, key), Buffer.alloc(1000));
        writeFileSync(join(dir, `${key}.type`), 'image/webp');
        for (const name of [key, `${key}.type`]) utimesSync(join(dir, name), 1_000 + index, 1_000 + index);
      }
      keepWithin(dir, 2100);
      expect(readdirSync(dir).sort()).toEqual(['mid', 'mid.type', 'new', 'new.type']);
      keepWithin(dir, 2100);
      expect(readdirSync(dir)).toHaveLength(4);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
