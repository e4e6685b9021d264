import { resolve } from 'node:path';
import { startNginx } from '../../tools/cached-stack';
import { statusCounts } from '../../tools/slowloris';
import { startFixtureBackend, type FixtureBackend } from './support/fixture-backend';
import { expect } from './console';
import { expectErrorPage, get, nginxSkip, pastTheWindow, portOf, rawRequest, sendBytes, standIn, startStack, test, type Stack } from './support/nginx-stack';

// The production stack under what production brings and the demo never shows (issue #46): answers whose headers are
// long, outages past the stale window, many visitors on one address, requests an attacker crafts from the docs.

nginxSkip();

/** The stack of its own, its render server calling `backend` (a test's fixtures it can hold and count), with `env`. */
async function withOwnStack(env: NodeJS.ProcessEnv, body: (stack: Stack, backend: FixtureBackend) => Promise<void>): Promise<void> {
  const worker = test.info().parallelIndex;
  const backend = await startFixtureBackend();
  const stack = await startStack(portOf('ownNginx', worker), portOf('ownServer', worker), { API_BASE_URL: backend.url, ...env });
  try {
    // A first render loads the server's modules: seconds on a busy machine, which no measured request may include.
    expect((await get(stack.base, '/contact-us')).status).toBe(200);
    backend.calls.length = 0;
    await body(stack, backend);
  } finally {
    await stack.stop();
    await backend.close();
  }
}

const atOnce = (stack: Stack, path: string, visitors: number) => Promise.all(Array.from({ length: visitors }, () => get(stack.base, path)));

test.describe('answers with long headers', () => {
  test('a canonical redirect longer than nginx’s old 4 KB header buffer, sent twice, leaves every visitor served', async () => {
    test.setTimeout(60_000);
    await withOwnStack({}, async (stack) => {
      // The canonical Location percent-encodes each bracket: 2,130 characters, beside the security headers.
      const crafted = `/search-results-page?keyword${'[b]'.repeat(300)}=1`;
      for (let i = 0; i < 2; i++) expect((await get(stack.base, crafted)).status).toBe(301);
      const visitors = await atOnce(stack, '/pdp/1001', 20);
      expect(statusCounts(visitors)).toEqual({ 200: 20 });
    });
  });

  test('targets longer than any address get 414 and the site’s page from the render server, never a redirect', async ({ stack }) => {
    for (const target of [`/pdp/1001${';'.repeat(2_100)}`, `/PDP/${'A'.repeat(3_900)}`]) {
      const answer = await get(stack.base, target);
      expect([answer.status, answer.headers.get('location')], target.slice(0, 12)).toEqual([414, null]);
    }
    expect(statusCounts(await atOnce(stack, '/pdp/1001', 5))).toEqual({ 200: 5 });
  });
});

/** The requests the render server whose metrics are on `port` holds (site_requests_in_progress). */
const requestsInProgress = async (port: number): Promise<number> =>
  Number((await (await fetch(`http://127.0.0.1:${port}/metrics`)).text()).match(/^site_requests_in_progress (\d+)$/m)?.[1]);

test.describe('many visitors on one address', () => {
  test('12 visitors of one search share one render: its backend is asked once, none waits behind another', async () => {
    test.setTimeout(60_000);
    const metricsPort = portOf('ownMetrics', test.info().parallelIndex);
    await withOwnStack({ METRICS_PORT: String(metricsPort) }, async (stack, backend) => {
      const search = (url: URL) => url.pathname.endsWith('/keywordList');
      const held = backend.hold(search);
      const answers = atOnce(stack, `/search-results-page?keyword=${encodeURIComponent('系列')}`, 12);
      await expect.poll(held.waiting, { timeout: 20_000 }).toBe(1);
      // Released once all 12 are at the render server: on a busy machine the last can still be on its way to it, and
      // one that came after the render would be rendered again (a search is never cached).
      await expect.poll(() => requestsInProgress(metricsPort), { timeout: 20_000 }).toBe(12);
      held.release();
      const all = await answers;
      expect(statusCounts(all)).toEqual({ 200: 12 });
      expect(new Set(all.map((answer) => answer.body)).size).toBe(1);
      expect(backend.calls.filter((call) => search(call.url)).length, 'search calls').toBe(1);
    });
  });

  test('20 visitors of a page whose backend is too slow get its failure from one backend call, never one each', async () => {
    test.setTimeout(60_000);
    await withOwnStack({ BACKEND_TIMEOUT_MS: '1500' }, async (stack, backend) => {
      const detail = (url: URL) => url.pathname.endsWith('/fullProductDetail');
      backend.hold(detail);
      const all = await atOnce(stack, '/pdp/1002', 20);
      expect(statusCounts(all)).toEqual({ 503: 20 });
      expect(backend.calls.filter((call) => detail(call.url)).length, 'product calls').toBe(1);
    });
  });
});

test.describe('an outage of the backend past the stale window', () => {
  test('a cached page is answered stale at once while one request renders it in the background', async () => {
    test.setTimeout(60_000);
    // Fresh 1 s and stale-while-revalidate 1 s: 3.1 s after its render the page is past both, as production's is a minute in.
    await withOwnStack({ PAGE_FRESH_SECONDS: '1', BACKEND_TIMEOUT_MS: '9000' }, async (stack, backend) => {
      const cached = await get(stack.base, '/pdp/1001');
      expect(cached.status).toBe(200);
      await pastTheWindow();
      // The backend hangs: a visitor who waited for a render would wait until the test's end.
      const held = backend.hold(() => true);
      backend.calls.length = 0;
      const visits = [];
      for (let i = 0; i < 10; i++) visits.push(await get(stack.base, '/pdp/1001'));
      expect(visits.map((visit) => [visit.status, visit.body === cached.body])).toEqual(Array.from({ length: 10 }, () => [200, true]));
      expect(visits.every((visit) => visit.cache === 'STALE' || visit.cache === 'UPDATING'), visits.map((visit) => visit.cache).join()).toBe(true);
      // Each background render asks for the page while the one before is still held: the render server shares it.
      expect(backend.calls.filter((call) => call.url.pathname.endsWith('/fullProductDetail')).length, 'product calls').toBe(1);
      held.release();
    });
  });
});

test.describe('per-address limits on what costs the backend', () => {
  /** `count` requests one after another from one address, by status. */
  async function sendAll(base: string, count: number, init: (i: number) => { path: string; method?: string; body?: string; type?: string }) {
    const statuses: { status: number }[] = [];
    let last = { status: 0, headers: new Headers(), body: '' };
    for (let i = 0; i < count; i++) {
      const { path, method = 'GET', body, type } = init(i);
      const answer = await fetch(`${base}${path}`, { method, body, headers: type ? { 'content-type': type } : {}, redirect: 'manual' });
      last = { status: answer.status, headers: answer.headers, body: await answer.text() };
      statuses.push(last);
    }
    return { counts: statusCounts(statuses), last };
  }

  test('captcha pictures, club authentications and job applications are refused past their own bursts with 429 and the site’s page', async () => {
    const worker = test.info().parallelIndex;
    const upstream = await standIn(portOf('standIn', worker), 'no-store');
    const nginx = await startNginx({ port: portOf('standInNginx', worker), upstreams: [`127.0.0.1:${portOf('standIn', worker)}`], distDir: resolve('dist') });
    try {
      // Each zone's burst is spent through one address of it, and its other addresses are then refused at once.
      const zones = [
        {
          name: 'captchas',
          burst: 20,
          first: () => ({ path: '/__captcha/club' }),
          others: [{ path: '/__captcha/job' }, { path: '/ecommerce/v1/taylormade/clubAuth/captcha' }, { path: '/ecommerce/open/v1/recruitJob/getCaptchaImage' }],
        },
        {
          name: 'club authentications',
          burst: 10,
          first: () => ({ path: '/ecommerce/v1/taylormade/clubAuth/authentication', method: 'POST', body: '{}', type: 'application/json' }),
          others: [{ path: '/certification', method: 'POST', body: 'serialNumber=x', type: 'application/x-www-form-urlencoded' }],
        },
        {
          name: 'job applications',
          burst: 5,
          first: () => ({ path: '/ecommerce/open/v1/recruitJob/applyJob', method: 'POST', body: '{}', type: 'application/json' }),
          others: [{ path: '/about-us?job=J1004&apply=1', method: 'POST', body: '--x--\r\n', type: 'multipart/form-data; boundary=x' }],
        },
      ];
      for (const { name, burst, first, others } of zones) {
        // The burst and the first request pass; the bucket leaks one every few seconds, far slower than these are sent.
        const { counts, last } = await sendAll(nginx.base, burst + 6, first);
        expect(counts, name).toEqual({ 200: burst + 1, 429: 5 });
        expectErrorPage(last, 429, '访问过于频繁', name);
        for (const other of others) expect((await sendAll(nginx.base, 1, () => other)).counts, `${name}: ${other.path}`).toEqual({ 429: 1 });
      }
      // The same address still reads every page: only the costly calls have their own limits.
      expect((await sendAll(nginx.base, 50, (i) => ({ path: `/page-${i}` }))).counts).toEqual({ 200: 50 });
    } finally {
      await nginx.stop();
      await upstream.close();
    }
  });
});

test.describe('what nginx answers itself', () => {
  test('a form body past 4 KB (an application\'s past 64 MB) is refused by nginx with 413 whether it says its length or is chunked', async ({ stack }) => {
    const type = 'Content-Type: application/x-www-form-urlencoded';
    const form = `serialNumber=${'x'.repeat(1024 * 1024)}`;
    const stated = await rawRequest(stack.base, `POST /certification HTTP/1.1\r\nHost: x\r\n${type}\r\nContent-Length: ${form.length}\r\nConnection: close\r\n\r\n`);
    expectErrorPage(stated, 413, '请求有误', 'a form with its length');
    const chunk = 'x'.repeat(8 * 1024);
    const chunked = await rawRequest(stack.base, `POST /certification HTTP/1.1\r\nHost: x\r\n${type}\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${chunk.length.toString(16)}\r\n${chunk}\r\n0\r\n\r\n`);
    expectErrorPage(chunked, 413, '请求有误', 'a chunked form');
    // The job application's files have room up to the render server's 64 MB, and no more.
    const upload = 'Content-Type: multipart/form-data; boundary=x';
    const past = await rawRequest(stack.base, `POST /about-us?job=J1004&apply=1 HTTP/1.1\r\nHost: x\r\n${upload}\r\nContent-Length: ${64 * 1024 * 1024 + 1}\r\nConnection: close\r\n\r\n`);
    expectErrorPage(past, 413, '请求有误', 'an application past 64 MB');
  });

  test('the club captcha keeps the render server’s sandbox policy through nginx', async ({ stack }) => {
    const answer = await get(stack.base, '/__captcha/club');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  });

  test('nginx’s own 403, 501 and 505 are the site’s page with no-store, never nginx’s English one', async ({ stack }) => {
    // Only the render servers' address may purge: another (127.0.0.2, loopback too) is refused.
    expectErrorPage(await rawRequest(stack.base, 'PURGE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', '127.0.0.2'), 403, '请求有误', 'a purge from another address');
    expectErrorPage(await rawRequest(stack.base, 'GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\nConnection: close\r\n\r\n'), 501, '请求有误', 'an unknown transfer coding');
    expectErrorPage(await rawRequest(stack.base, 'GET / HTTP/3.0\r\nHost: x\r\nConnection: close\r\n\r\n'), 505, '请求有误', 'a version nginx does not speak');
  });

  test('an HTTP/0.9 request gets nothing, never a cached page without its headers', async ({ stack }) => {
    expect((await get(stack.base, '/pdp/1001')).status).toBe(200);
    expect((await sendBytes(stack.base, 'GET /pdp/1001\r\n')).length).toBe(0);
  });
});
