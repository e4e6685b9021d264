// @vitest-environment node
import { rmSync } from 'node:fs';
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSiteApp } from '../../server/site-app';
import { ssrfCorpus } from '../../tools/edge-checks';
import { get, listen, rawRequest, type Listener, type RawAnswer } from './support/listeners';
import { fixtureMode } from '../../server/fixture-mode';
import { appOptions, standInBuild, stubSite } from './support/stub-site';

// The browser's same-origin API calls reach the configured backend and nothing else (issue: a site that forwarded any
// request target to any host, with the visitor's cookie).

let dist: string;
let backend: Listener;
let evil: Listener;
let apps: FastifyInstance[] = [];

/** A render server forwarding to `origin` (a base URL with a path prefix, too); its port. */
async function siteFor(origin: string, fixtures = false, forwardTimeoutMs = 2_000, logged?: string[]): Promise<number> {
  const logger = logged && { level: 'warn', stream: { write: (line: string) => void logged.push(line) } };
  const app = await createSiteApp(appOptions(stubSite(dist), { backend: origin, ...(fixtures && { scenarios: fixtureMode }), forwardTimeoutMs, siteBase: '', ...(logger && { logger }) }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(app);
  return (app.server.address() as AddressInfo).port;
}

/** A backend's JSON answer, as the real one sends it. */
const JSON_TYPE = 'application/json;charset=UTF-8';
const answerJson = (res: ServerResponse, body = '{"success":true}', status = 200) => void res.writeHead(status, { 'content-type': JSON_TYPE }).end(body);

beforeAll(async () => {
  dist = standInBuild();
  backend = await listen((_req, res) => answerJson(res));
  evil = await listen();
});

beforeEach(() => {
  backend.received.length = 0;
  evil.received.length = 0;
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
  await Promise.all([backend.close(), evil.close()]);
  rmSync(dist, { recursive: true, force: true });
});

describe('forwarding the browser\'s API calls', () => {
  it('never reaches another host, whatever the request target (the whole corpus)', async () => {
    const port = await siteFor(backend.origin);
    const targets = ssrfCorpus(`127.0.0.1:${evil.port}`);
    const answers = await Promise.all(targets.map((target) => get(port, target)));
    expect(evil.received).toEqual([]);
    for (const [i, answer] of answers.entries()) expect([400, 404], targets[i]).toContain(answer.status);
  });

  it('passes a plain call to the backend\'s origin under its path prefix, with its query, and the headers the backend reads alone', async () => {
    const port = await siteFor(`${backend.origin}/gateway`);
    await get(port, '/ecommerce/open/v1/x?productId=1001&a=%20b', {
      cookie: 'session=secret',
      authorization: 'Bearer visitor',
      storeCode: 'ST0002',
      accessToken: 'token',
      'x-fixture-fault': '500',
      'x-evil': 'yes',
      'user-agent': 'phone',
    });
    expect(backend.received).toHaveLength(1);
    const [call] = backend.received;
    expect(call?.url).toBe('/gateway/ecommerce/open/v1/x?productId=1001&a=%20b');
    expect(call?.headers).toMatchObject({ storecode: 'ST0002', accesstoken: 'token', 'user-agent': 'phone', host: `127.0.0.1:${backend.port}` });
    for (const name of ['cookie', 'authorization', 'x-fixture-fault', 'x-evil']) expect(call?.headers).not.toHaveProperty(name);
  });

  it('passes the fixture fault header only to the bundled fixture backend', async () => {
    const port = await siteFor(backend.origin, true);
    await get(port, '/ecommerce/open/v1/x', { 'x-fixture-fault': '500' });
    expect(backend.received[0]?.headers['x-fixture-fault']).toBe('500');
  });

  it('passes a POST body as it came', async () => {
    const port = await siteFor(backend.origin);
    const body = '{"pageNum":1}';
    await rawRequest(port, `POST /productSearch/x HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
    expect(backend.received[0]).toMatchObject({ method: 'POST', body, headers: { 'content-type': 'application/json' } });
  });

  it('never lets the fixture backend\'s inspection paths through (the job applications it received), however spelt or placed', async () => {
    const port = await siteFor(backend.origin, true);
    // Issue #46: the guard was a case-sensitive prefix; a segment anywhere, any letter case, percent-encoded letters
    // (decoded as the backend decodes them, twice over too) and a path parameter after it are the same path to a backend.
    const targets = [
      '/ecommerce/__fixtures/recruitJob/applications',
      '/ecommerce/__Fixtures/recruitJob/applications',
      '/ecommerce/__FIXTURES/recruitJob/applications',
      '/ecommerce/x/ecommerce/__fixtures/recruitJob/applications',
      '/productSearch/ecommerce/__fixtures/recruitJob/applications',
      '/fixture-images/ecommerce/__fixtures/recruitJob/applications',
      '/ecommerce/%5F%5Ffixtures/recruitJob/applications',
      '/ecommerce/%5f%5F%46IXTURES/recruitJob/applications',
      '/ecommerce/%255F%255Ffixtures/recruitJob/applications',
      '/ecommerce/__fixtures;x=1/recruitJob/applications',
      `/ecommerce/${encodeURIComponent('＿＿ｆｉｘｔｕｒｅｓ')}/recruitJob/applications`,
      '/ecommerce/__fixtures',
      '/ecommerce/__fixtures?x=1',
    ];
    const answers = [];
    for (const target of targets) {
      const answer = await get(port, target);
      expect([answer.status, backend.received.map((call) => call.url)], target).toEqual([404, []]);
      answers.push(answer);
    }
    for (const [i, answer] of answers.entries()) {
      expect([answer.headers.get('content-type'), answer.headers.get('cache-control'), JSON.parse(answer.body)], targets[i]).toEqual(['application/json; charset=utf-8', 'no-store', { error: 'Not Found' }]);
    }
    // A query that names it is no path of the backend's: it passes.
    expect((await get(port, '/ecommerce/open/v1/x?q=__fixtures')).status).toBe(200);
    expect(backend.received.map((call) => call.url)).toEqual(['/ecommerce/open/v1/x?q=__fixtures']);
  });

  it('does not follow a redirect of the backend, nor pass its Location on', async () => {
    const redirecting = await listen((_req, res) => void res.writeHead(302, { location: `http://127.0.0.1:${evil.port}/steal` }).end());
    const port = await siteFor(redirecting.origin);
    const answer = await get(port, '/ecommerce/open/v1/x', { accessToken: 'token' });
    await redirecting.close();
    expect(answer.status).toBe(502);
    expect(answer.headers.has('location')).toBe(false);
    expect(evil.received).toEqual([]);
  });

  it('answers 504 within its deadline when the backend never answers, and is itself again at once', async () => {
    let held = true;
    const slow = await listen((_req, res) => void (held ? undefined : answerJson(res)));
    const port = await siteFor(slow.origin, false, 300);
    expect((await get(port, '/ecommerce/open/v1/x')).status).toBe(504);
    held = false;
    expect((await get(port, '/ecommerce/open/v1/x')).status).toBe(200);
    await slow.close();
  });

  it('refuses a body past its bound with 413 before the backend sees it', async () => {
    const port = await siteFor(backend.origin);
    const answer = await rawRequest(port, `POST /ecommerce/x HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${65 * 1024 * 1024}\r\n\r\n`);
    expect(answer.status).toBe(413);
    expect(backend.received).toEqual([]);
  });
});

/** The body of a raw answer, its chunked transfer coding undone. */
function unchunked(answer: RawAnswer): string {
  if (answer.headers.get('transfer-encoding') !== 'chunked') return answer.body;
  let rest = answer.body;
  let body = '';
  for (let size = parseInt(rest, 16); size > 0; size = parseInt(rest, 16)) {
    const start = rest.indexOf('\r\n') + 2;
    body += Buffer.from(rest, 'utf8').subarray(Buffer.byteLength(rest.slice(0, start)), Buffer.byteLength(rest.slice(0, start)) + size).toString('utf8');
    rest = Buffer.from(rest, 'utf8').subarray(Buffer.byteLength(rest.slice(0, start)) + size + 2).toString('utf8');
  }
  return body;
}

describe('what the backend answers reaches the visitor only as the site\'s own JSON (issue #46)', () => {
  /** A site in front of a backend that answers every call with `status`, `headers` and `body`; the answer to `target`, and the log's warnings. */
  async function answered(status: number, headers: Record<string, string>, body: string | Buffer, target = '/ecommerce/open/v1/x') {
    const stub = await listen((_req, res) => void res.writeHead(status, headers).end(body));
    const logged: string[] = [];
    try {
      const port = await siteFor(stub.origin, false, 2_000, logged);
      const answer = await get(port, target);
      return { ...answer, body: unchunked(answer), warnings: logged.map((line) => JSON.parse(line) as { level: number; msg: string; status?: number; body?: string }) };
    } finally {
      await stub.close();
    }
  }
  /** The answer is the site's own small JSON error for `status`: no byte of the backend's, its length right, the security headers on. */
  function expectOwnError(answer: Awaited<ReturnType<typeof answered>>, status: number) {
    const body = JSON.stringify({ error: STATUS_CODES[status] });
    expect([answer.status, answer.headers.get('content-type'), answer.headers.get('content-length'), answer.body]).toEqual([status, 'application/json; charset=utf-8', String(Buffer.byteLength(body)), body]);
    for (const name of ['content-encoding', 'etag', 'last-modified']) expect(answer.headers.has(name), name).toBe(false);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
  }

  it('replaces a backend 500 with an internal address and a stack trace, status kept, and logs what the backend said at warn', async () => {
    const trace = 'java.lang.NullPointerException: db-master.internal:3306\n\tat com.example.ProductService.find(ProductService.java:42)';
    const answer = await answered(500, { 'content-type': 'text/plain', etag: '"e1"', 'last-modified': 'Mon, 01 Jan 2024 00:00:00 GMT' }, trace);
    expectOwnError(answer, 500);
    expect(answer.body).not.toContain('internal');
    const warning = answer.warnings.find((line) => line.status === 500);
    expect(warning).toMatchObject({ level: 40, body: expect.stringContaining('db-master.internal:3306') as unknown });
  });

  it('replaces every error status\'s body, a JSON envelope too (the app never reads a failed call\'s body: ky throws and drains it)', async () => {
    for (const [status, type, body] of [[400, JSON_TYPE, '{"success":false,"errorCode":"400","errorMessage":"storeCode ST0002 unknown at 10.1.2.3"}'], [404, 'text/html', '<h1>Whitelabel Error Page</h1>'], [502, 'text/html', '<html>nginx/1.18 upstream 10.0.0.9</html>'], [503, JSON_TYPE, '{"status":503}']] as const) {
      expectOwnError(await answered(status, { 'content-type': type }, body), status);
    }
  });

  it('replaces a gzip-encoded error body, never labelling its own JSON as gzip', async () => {
    expectOwnError(await answered(500, { 'content-type': 'text/html', 'content-encoding': 'gzip' }, gzipSync('<p>stack</p>')), 500);
  });

  it('answers a 2xx that is not JSON (a backend\'s HTML on the site\'s origin) with 502, and passes JSON ones as they are', async () => {
    expectOwnError(await answered(200, { 'content-type': 'text/html; charset=utf-8' }, '<script>alert(document.domain)</script>'), 502);
    expectOwnError(await answered(200, {}, '<script>alert(1)</script>'), 502);
    expectOwnError(await answered(200, { 'content-type': 'application/jsonp' }, 'x({})'), 502);
    const unsuccessful = '{"success":false,"errorCode":"500","errorMessage":"系统繁忙，请稍后重试","data":null}';
    for (const type of [JSON_TYPE, 'application/json', 'application/problem+json', 'Application/JSON; charset=utf-8']) {
      const passed = await answered(200, { 'content-type': type }, unsuccessful);
      expect([passed.status, passed.headers.get('content-type'), passed.body], type).toEqual([200, type, unsuccessful]);
    }
    expect((await answered(204, {}, '')).status).toBe(204);
  });

  it('passes pictures (and the brand film) under /fixture-images/, and nothing else there', async () => {
    const jpeg = await answered(200, { 'content-type': 'image/jpeg' }, Buffer.from([0xff, 0xd8, 0xff]), '/fixture-images/driver.jpg');
    expect([jpeg.status, jpeg.headers.get('content-type'), jpeg.headers.get('cache-control')]).toEqual([200, 'image/jpeg', 'public, max-age=86400']);
    expect((await answered(200, { 'content-type': 'video/webm' }, 'webm', '/fixture-images/brand-film.webm')).status).toBe(200);
    expectOwnError(await answered(200, { 'content-type': 'text/html' }, '<script>alert(1)</script>', '/fixture-images/x.jpg'), 502);
    expectOwnError(await answered(200, { 'content-type': JSON_TYPE }, '{}', '/fixture-images/x.jpg'), 502);
    expectOwnError(await answered(404, { 'content-type': 'text/plain' }, 'NoSuchKey', '/fixture-images/none.jpg'), 404);
  });

  it('passes a 304 to a conditional request (a picture the browser holds), no redirect', async () => {
    const fresh = await answered(304, { 'content-type': 'image/jpeg', etag: '"p1"' }, '', '/fixture-images/driver.jpg');
    expect([fresh.status, fresh.headers.get('etag'), fresh.body]).toEqual([304, '"p1"', '']);
  });

  it('answers a backend that refuses the connection 502 in JSON, and one past its deadline 504 in JSON, pictures too', async () => {
    const port = await siteFor('http://127.0.0.1:9');
    for (const target of ['/ecommerce/open/v1/x', '/fixture-images/x.jpg']) {
      const refused = await get(port, target);
      expect([refused.status, refused.headers.get('content-type'), refused.body], target).toEqual([502, 'application/json; charset=utf-8', '{"error":"Bad Gateway"}']);
    }
    const held = await listen(() => undefined);
    const slowPort = await siteFor(held.origin, false, 300);
    for (const target of ['/ecommerce/open/v1/x', '/fixture-images/x.jpg']) {
      const late = await get(slowPort, target);
      expect([late.status, late.headers.get('content-type'), late.body], target).toEqual([504, 'application/json; charset=utf-8', '{"error":"Gateway Timeout"}']);
    }
    await held.close();
  });
});
