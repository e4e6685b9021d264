// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics, serveMetrics, type SiteMetrics } from '../../server/metrics';
import { createSiteApp } from '../../server/site-app';
import { createRenderer, type Renderer } from '../../src/entry-server';
import { fixtureServer, TEST_API_BASE, withFixtureServer } from '../support/fixture-server';
import { get, rawRequest } from './support/listeners';
import { appOptions, pageOf, standInBuild, stubSite } from './support/stub-site';

withFixtureServer();

// What a render server shows a Prometheus: its requests and renders by route pattern and status, its backend calls by
// endpoint and outcome, the kept calls' hits, the circuit, and the process; as promtool reads it.

/** The value of the sample `name{labels}` in the exposition `text`, or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.includes(w)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('a render server\'s metrics', () => {
  let metrics: SiteMetrics;
  let dist: string;
  beforeAll(() => {
    metrics = createMetrics(() => 'closed');
    dist = standInBuild();
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('count each request by its page\'s route pattern, its status and its time, and each render apart', async () => {
    const renderRequest: Renderer['renderRequest'] = (address) =>
      Promise.resolve({ kind: 'page', status: address.includes('404') ? 404 : 200, route: '/pdp/:slug', empty: false, head: '', body: pageOf(address), data: '', tags: [] });
    const app = await createSiteApp(appOptions(stubSite(dist, { renderRequest }), { metrics }));
    for (const url of ['/pdp/1001', '/pdp/1002', '/pdp/404', '/robots.txt']) await app.inject({ url });
    await app.close();
    const text = await metrics.registry.metrics();
    expect(sample(text, 'site_request_duration_seconds_count', { route: '/pdp/:slug', status: '200' })).toBe(2);
    expect(sample(text, 'site_request_duration_seconds_count', { route: '/pdp/:slug', status: '404' })).toBe(1);
    expect(sample(text, 'site_request_duration_seconds_count', { route: '/robots.txt', status: '200' })).toBe(1);
    expect(sample(text, 'site_render_duration_seconds_count', { route: '/pdp/:slug', status: '200' })).toBe(2);
    // No visitor's own address becomes a label: only the route table's patterns and the server's routes.
    expect(text).not.toContain('/pdp/1001');
  });

  it('hold the requests in progress: one waiting for its render, none once it is answered or its visitor gone', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((done) => (release = done));
    const renderRequest: Renderer['renderRequest'] = async (address) => {
      await held;
      return { kind: 'page', status: 200, route: '/pdp/:slug', empty: false, head: '', body: pageOf(address), data: '', tags: [] };
    };
    // Its own metrics, over real connections: the others' injected requests have no socket to close.
    const own = createMetrics(() => undefined);
    const app = await createSiteApp(appOptions(stubSite(dist, { renderRequest }), { metrics: own }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const inProgress = async () => Number((await own.registry.metrics()).match(/^site_requests_in_progress (\d+)$/m)?.[1]);
    try {
      const { port } = app.server.address() as AddressInfo;
      const answer = get(port, '/pdp/1001');
      const leaving = connect(port, '127.0.0.1', () => leaving.write('GET /pdp/1002 HTTP/1.1\r\nHost: metrics.test\r\n\r\n'));
      await expect.poll(inProgress).toBe(2);
      leaving.destroy();
      await expect.poll(inProgress).toBe(1);
      release();
      expect((await answer).status).toBe(200);
      await expect.poll(inProgress).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('count the renders\' backend calls by endpoint and outcome, and whether a kept call found its answer', async () => {
    const renderer = createRenderer({ apiBaseUrl: TEST_API_BASE, backendTimeoutMs: 1_000, observe: metrics.observer });
    await renderer.renderRequest('http://site.invalid/pdp/1001');
    await renderer.renderRequest('http://site.invalid/pdp/1001');
    const text = await metrics.registry.metrics();
    expect(sample(text, 'site_backend_call_duration_seconds_count', { endpoint: 'productDetail', outcome: 'ok' })).toBe(2);
    // The second render found the frame's content kept: hits, beside the first render's misses.
    expect(sample(text, 'site_kept_calls_total', { result: 'hit' })).toBeGreaterThan(0);
    expect(sample(text, 'site_kept_calls_total', { result: 'miss' })).toBeGreaterThan(0);
  });

  it('tell a call past its deadline, one past its bound and one that failed apart', async () => {
    const renderer = createRenderer({ apiBaseUrl: TEST_API_BASE, backendTimeoutMs: 200, observe: metrics.observer });
    const product = /fullProductDetail/;
    fixtureServer.use(http.get(product, () => new Promise<never>(() => undefined)));
    await renderer.renderRequest('http://site.invalid/pdp/1001');
    fixtureServer.use(http.get(product, () => new HttpResponse(new Uint8Array(9 * 1024 * 1024), { headers: { 'content-type': 'application/json' } })));
    await renderer.renderRequest('http://site.invalid/pdp/1001');
    fixtureServer.use(http.get(product, () => HttpResponse.json({}, { status: 502 })));
    await renderer.renderRequest('http://site.invalid/pdp/1001');
    const text = await metrics.registry.metrics();
    for (const outcome of ['timeout', 'too_large', 'failed']) expect(sample(text, 'site_backend_call_duration_seconds_count', { endpoint: 'productDetail', outcome })).toBe(1);
  });

  it('are served on their own port, the site\'s security headers on, and pass promtool\'s check', async () => {
    const server = await serveMetrics(metrics.registry, 0, '127.0.0.1', { 'x-content-type-options': 'nosniff' });
    const { port } = server.address() as AddressInfo;
    try {
      // HTTP/1.0, so the body comes whole, unchunked (msw answers every fetch of this file).
      const answer = await rawRequest(port, 'GET /metrics HTTP/1.0\r\nHost: metrics.test\r\n\r\n');
      const text = answer.body;
      expect([answer.status, answer.headers.get('content-type'), answer.headers.get('x-content-type-options'), answer.headers.get('cache-control')]).toEqual([200, metrics.registry.contentType, 'nosniff', 'no-store']);
      for (const name of ['site_backend_circuit_state', 'nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes', 'nodejs_array_buffers_bytes']) expect(text).toContain(`\n${name} `);
      expect((await get(port, '/')).status).toBe(404);
      // Debian's prometheus package: exits non-zero, naming the metric, on anything a scraper would not take or a lint.
      expect(execFileSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' })).toBe('');
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});
