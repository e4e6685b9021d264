// @vitest-environment node
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSiteApp } from '../../server/site-app';
import { ssrfCorpus } from '../../tools/edge-checks';
import { get, listen, rawRequest, type Listener } from './support/listeners';
import { appOptions, standInBuild, stubSite } from './support/stub-site';

// The browser's same-origin API calls reach the configured backend and nothing else (issue: a site that forwarded any
// request target to any host, with the visitor's cookie).

let dist: string;
let backend: Listener;
let evil: Listener;
let apps: FastifyInstance[] = [];

/** A render server forwarding to `origin` (a base URL with a path prefix, too); its port. */
async function siteFor(origin: string, fixtures = false, forwardTimeoutMs = 2_000): Promise<number> {
  const app = await createSiteApp(appOptions(stubSite(dist), { backend: origin, fixtures, forwardTimeoutMs, siteBase: '' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(app);
  return (app.server.address() as AddressInfo).port;
}

beforeAll(async () => {
  dist = standInBuild();
  backend = await listen();
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

  it('never lets the fixture backend\'s inspection paths through (the job applications it received)', async () => {
    const port = await siteFor(backend.origin, true);
    const answer = await get(port, '/ecommerce/__fixtures/recruitJob/applications');
    expect(answer.status).toBe(404);
    expect(backend.received).toEqual([]);
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
    const slow = await listen((_req, res) => void (held ? undefined : res.end('{"success":true}')));
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
