// @vitest-environment node
import { rmSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Renderer } from '../../src/entry-server';
import { FAILURE_KEPT_MS } from '../../server/shared-renders';
import { createSiteApp, type SiteAppOptions } from '../../server/site-app';
import { get, rawRequest } from './support/listeners';
import { fixtureMode } from '../../server/fixture-mode';
import { appOptions, pageOf, standInBuild, stubSite } from './support/stub-site';

// nginx keeps what is cacheable; what it never stores (a search's results, a 404, a redirect, a failed page) reaches
// the render server once per visitor. Identical page requests at once share one render, and a failed page is given to
// the visitors just behind it for a moment, so a backend that fails is asked once, not once per visitor.

const TOKEN = 'publish-secret';
/** How long a state may take to come on a busy machine (the tests wait for states, never for times). */
const STATE_MS = 10_000;
/** Waits until `check` holds. */
const until = (check: () => void) => vi.waitFor(check, { timeout: STATE_MS });
let dist: string;
beforeAll(() => {
  dist = standInBuild();
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));
afterEach(() => vi.useRealTimers());

/** A render server whose stub render holds every page until `release()` (then answers at once until `hold()`), answering `status`; its renders, log lines and answers sent. */
async function heldServer(status: number, over: Partial<SiteAppOptions> = {}) {
  const renders: { address: string; signal: AbortSignal | undefined; form: boolean }[] = [];
  const lines: Record<string, unknown>[] = [];
  let released = false;
  const held: (() => void)[] = [];
  const release = () => {
    released = true;
    for (const go of held.splice(0)) go();
  };
  const hold = () => void (released = false);
  // As a real render does, it stops when its signal aborts.
  const renderRequest: Renderer['renderRequest'] = (address, signal, form) =>
    new Promise((answer, fail) => {
      renders.push({ address, signal, form: form !== undefined });
      signal?.addEventListener('abort', () => fail(signal.reason as Error), { once: true });
      const go = () => answer({ kind: 'page', status, route: '/*', empty: false, head: '', body: pageOf(address), data: '', tags: [] });
      if (released) go();
      else held.push(go);
    });
  const app: FastifyInstance = await createSiteApp(
    appOptions(stubSite(dist, { renderRequest }), {
      // Room for every request of a test to render at once, so that without sharing each would.
      renderConcurrency: 32,
      revalidateToken: TOKEN,
      logger: { level: 'debug', stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
      ...over,
    }),
  );
  // Each answer the server sends, to a visitor still there or to one who left.
  const sent: string[] = [];
  app.addHook('onSend', async (request) => void sent.push(request.url));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const shared = () => lines.filter((line) => line.shared === true);
  /** Every one of `n` requests has either begun a render or joined one: nothing more can change until the release. */
  const allIn = (n: number) => until(() => expect(renders.length + shared().length).toBe(n));
    /** Lets every held render end, then closes the server (a test that failed midway leaves renders held). */
  const stop = () => (release(), app.close());
  return { app, port, renders, lines, shared, sent, release, hold, allIn, stop };
}

describe('identical page requests at once', { timeout: 3 * STATE_MS }, () => {
  it('share one render: 12 visitors of one search get one render, each the same 200 and body', async () => {
    const server = await heldServer(200);
    try {
      const target = `/search-results-page?keyword=${encodeURIComponent('系列')}`;
      const answers = Array.from({ length: 12 }, () => get(server.port, target));
      await server.allIn(12);
      server.release();
      const all = await Promise.all(answers);
      expect(server.renders).toHaveLength(1);
      expect(all.map((answer) => answer.status)).toEqual(Array<number>(12).fill(200));
      expect(new Set(all.map((answer) => answer.body))).toEqual(new Set([pageOf(`http://x${target}`)]));
      expect(all.every((answer) => answer.headers.get('cache-control') === 'no-store')).toBe(true);
      expect(server.shared()).toHaveLength(11);
    } finally {
      await server.stop();
    }
  });

  it('share one render between a GET and a HEAD', async () => {
    const server = await heldServer(200);
    try {
      const answers = [get(server.port, '/news'), rawRequest(server.port, 'HEAD /news HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')];
      await server.allIn(2);
      server.release();
      const [got, head] = await Promise.all(answers);
      expect(server.renders).toHaveLength(1);
      expect([got?.status, head?.status]).toEqual([200, 200]);
      expect(head?.body).toBe('');
    } finally {
      await server.stop();
    }
  });

  it('go on for the others when one visitor leaves, and stop the render when every one has left', async () => {
    // No deadline while the test runs: a render's signal aborts only for its visitors.
    const server = await heldServer(200, { renderTimeoutMs: 600_000 });
    try {
      const leaving = connect(server.port, '127.0.0.1', () => leaving.write('GET /pdp/1001 HTTP/1.1\r\nHost: x\r\n\r\n'));
      leaving.on('error', () => undefined);
      await until(() => expect(server.renders).toHaveLength(1));
      const staying = get(server.port, '/pdp/1001');
      await server.allIn(2);
      leaving.destroy();
      // The one who left is answered (to nobody) while the render goes on.
      await until(() => expect(server.sent).toHaveLength(1));
      expect(server.renders[0]?.signal?.aborted).toBe(false);
      server.release();
      expect((await staying).status).toBe(200);
      expect(server.renders).toHaveLength(1);

      server.hold();
      const visitors = [1, 2].map(() => connect(server.port, '127.0.0.1').on('error', () => undefined));
      for (const visitor of visitors) visitor.write('GET /pdp/2002 HTTP/1.1\r\nHost: x\r\n\r\n');
      await server.allIn(4);
      visitors[0]?.destroy();
      await until(() => expect(server.sent).toHaveLength(3));
      expect(server.renders[1]?.signal?.aborted).toBe(false);
      visitors[1]?.destroy();
      await until(() => expect(server.renders[1]?.signal?.aborted).toBe(true));
    } finally {
      await server.stop();
    }
  });

  it('share nothing when posted (a form\'s answer is its visitor\'s alone)', async () => {
    const server = await heldServer(200);
    try {
      const post = () => rawRequest(server.port, 'POST /verification HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5\r\nConnection: close\r\n\r\ncode=');
      const answers = [post(), post()];
      await server.allIn(2);
      server.release();
      await Promise.all(answers);
      expect(server.renders.map((render) => render.form)).toEqual([true, true]);
    } finally {
      await server.stop();
    }
  });

  it('share a render under QA\'s fault with that fault alone, and never keep its failure', async () => {
    const server = await heldServer(503, { scenarios: fixtureMode });
    try {
      const answers = [get(server.port, '/pdp/1001', { 'x-fixture-fault': '500' }), get(server.port, '/pdp/1001', { 'x-fixture-fault': '500' }), get(server.port, '/pdp/1001', { 'x-fixture-fault': 'slow' })];
      await server.allIn(3);
      server.release();
      await Promise.all(answers);
      expect(server.renders).toHaveLength(2);
      expect((await get(server.port, '/pdp/1001', { 'x-fixture-fault': '500' })).status).toBe(503);
      expect(server.renders).toHaveLength(3);
    } finally {
      await server.stop();
    }
  });
});

describe('a page whose render fails (503)', { timeout: 3 * STATE_MS }, () => {
  it('is rendered once for 20 visitors at once, given at once to a visitor just after, and rendered afresh after a publish', async () => {
    // The failure's window does not pass while the test runs, however busy the machine.
    vi.useFakeTimers({ toFake: ['performance'] });
    const server = await heldServer(503);
    try {
      const answers = Array.from({ length: 20 }, () => get(server.port, '/pdp/1001'));
      await server.allIn(20);
      server.release();
      const all = await Promise.all(answers);
      expect(server.renders).toHaveLength(1);
      expect(all.map((answer) => answer.status)).toEqual(Array<number>(20).fill(503));
      expect(all.every((answer) => answer.headers.get('retry-after') === '30')).toBe(true);

      const after = await get(server.port, '/pdp/1001');
      expect(after.status).toBe(503);
      expect(after.body).toBe(all[0]?.body);
      expect(server.renders).toHaveLength(1);
      expect(server.lines.filter((line) => line.shared === true && line.how === 'kept')).toHaveLength(1);

      const publish = await server.app.inject({ method: 'POST', url: '/__revalidate', headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` }, payload: { paths: ['/pdp/1001'] } });
      expect(publish.statusCode).toBe(200);
      expect((await get(server.port, '/pdp/1001')).status).toBe(503);
      expect(server.renders).toHaveLength(2);
    } finally {
      await server.stop();
    }
  });

  it('is kept no longer than its window', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const server = await heldServer(503);
    server.release();
    try {
      await get(server.port, '/pdp/1001');
      vi.advanceTimersByTime(FAILURE_KEPT_MS);
      await get(server.port, '/pdp/1001');
      expect(server.renders).toHaveLength(2);
    } finally {
      await server.stop();
    }
  });
});
