// @vitest-environment node
import { rmSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { createSiteApp } from '../../server/site-app';
import { BACKEND_ANSWERED_WITHIN_MS } from '../../server/health';
import type { Renderer } from '../../src/entry-server';
import { get, rawRequest } from './support/listeners';
import { appOptions, pageOf, standInBuild, stubSite } from './support/stub-site';

// GET /__health (liveness) and /__health/ready (readiness) of a render server over a stand-in build, and what a closing
// server (SIGTERM) does with the requests it has: answers them, says it is not ready, and closes each connection.

let dist: string;
let app: FastifyInstance | undefined;

beforeAll(() => void (dist = standInBuild()));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start(over: Partial<Renderer>): Promise<number> {
  app = await createSiteApp(appOptions(stubSite(dist, over)));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** A keep-alive GET, read until the server closes the connection: it resolves only when the server ends it. */
const keptGet = (port: number, target: string) => rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: site.test\r\n\r\n`);

/** Resolves once the port refuses a connection: the server has stopped listening (it closes past its preClose hooks). */
async function untilRefused(port: number): Promise<void> {
  const refused = () => new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(true));
  });
  while (!(await refused()));
}

/** A promise the test settles, and one that says the code under test is waiting on it. */
function held<T>() {
  let release!: (value: T) => void;
  let reached!: () => void;
  const waiting = new Promise<void>((resolve) => (reached = resolve));
  const value = new Promise<T>((resolve) => (release = resolve));
  return { release, waiting, wait: () => (reached(), value) };
}

describe('liveness and readiness', () => {
  it('answers /__health 200 whenever the process answers, JSON, kept nowhere, with the security headers', async () => {
    const port = await start({ backendAnswered: () => Promise.resolve(false) });
    const answer = await get(port, '/__health');
    expect([answer.status, JSON.parse(answer.body)]).toEqual([200, { live: true }]);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    [true, 200],
    [false, 503],
  ])('answers /__health/ready by whether the backend answered within 10 s (%s: %i), kept nowhere', async (answered, status) => {
    const asked: number[] = [];
    const port = await start({ backendAnswered: (within) => (asked.push(within), Promise.resolve(answered)) });
    const answer = await get(port, '/__health/ready');
    expect([answer.status, JSON.parse(answer.body)]).toEqual([status, { ready: answered, backendAnswered: answered, draining: false }]);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(asked).toEqual([BACKEND_ANSWERED_WITHIN_MS]);
  });
});

describe('closing (SIGTERM): what it has, answered', () => {
  it('answers a page under way whole, closing its connection, and only then has closed', async () => {
    const render = held<void>();
    const port = await start({
      renderRequest: async (address) => (await render.wait(), { kind: 'page', status: 200, route: '/*', empty: false, head: '', body: pageOf(address), data: '', tags: [] }),
    });
    const answer = keptGet(port, '/slow');
    await render.waiting;
    let closed = false;
    const closing = app!.close().then(() => void (closed = true));
    await untilRefused(port);
    render.release();
    const page = await answer;
    expect([page.status, page.headers.get('connection'), page.body]).toEqual([200, 'close', pageOf('http://x/slow')]);
    await closing;
    expect(closed).toBe(true);
    app = undefined;
  });

  it('says it is not ready once it is closing, to a readiness check under way', async () => {
    const backend = held<boolean>();
    const port = await start({ backendAnswered: backend.wait });
    const answer = keptGet(port, '/__health/ready');
    await backend.waiting;
    const closing = app!.close();
    await untilRefused(port);
    backend.release(true);
    const ready = await answer;
    expect([ready.status, ready.headers.get('connection'), JSON.parse(ready.body)]).toEqual([503, 'close', { ready: false, backendAnswered: true, draining: true }]);
    await closing;
    app = undefined;
  });
});
