// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAULT_HEADER } from '../../fixtures/faults';
import { routes } from '../../src/app/route-table';
import { createRenderer, type Renderer } from '../../src/entry-server';
import { callsDuring, fixtureServer, TEST_API_BASE, withFixtureServer, withServerClockAt } from '../support/fixture-server';

// The server entry's renders as the render server makes them: a deadline on every backend call (BACKEND_TIMEOUT_MS)
// and the circuit breaker. Each test gets a server's renders of its own, with a closed circuit and nothing kept.

withFixtureServer();
let renderer: Renderer;
beforeEach(() => void (renderer = createRenderer({ apiBaseUrl: TEST_API_BASE, backendTimeoutMs: 300 })));
const render = (target: string) => renderer.renderRequest(`http://site.invalid${target}`);
/** A render under QA's fault scenario `faults`, its calls carrying them to the fixtures. */
const renderUnderFaults = (faults: string, target: string) => renderer.underScenario({ [FAULT_HEADER]: faults }).renderRequest(`http://site.invalid${target}`);
const START = Date.UTC(2026, 10, 26, 12);
withServerClockAt(START);
// Every failed call is a warning of its loader's (the render server logs them at debug).
beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));

/** The backend hung: no call is ever answered (each ends at its deadline). */
const hang = () => fixtureServer.use(http.all(/.*/, () => new Promise<never>(() => undefined)));
/** The backend failing fast: every call answered 500. */
const fail = () => fixtureServer.use(http.all(/.*/, () => HttpResponse.json({ message: 'down' }, { status: 500 })));

/** A render of `target` and the backend calls it made. */
async function renderCounting(target: string) {
  let answer: Awaited<ReturnType<typeof render>> | undefined;
  const calls = await callsDuring(async () => void (answer = await render(target)));
  return { calls: calls.length, status: answer?.kind === 'page' ? answer.status : answer?.kind, body: answer?.kind === 'page' ? answer.body : '' };
}

beforeAll(async () => {
  // Every page module's first import (a transform each) done once here, not in one test's time.
  await Promise.all(routes.map((route) => route.lazy()));
}, 60_000);

describe('a backend that keeps failing is not asked for 5 s', () => {
  it.each([
    ['hangs', hang],
    ['answers 500', fail],
  ])('once it %s, a render of the product page calls nothing and answers its failed state', async (_name, breakDown) => {
    breakDown();
    const first = await renderCounting('/pdp/1001');
    expect(first.status).toBe(503);
    expect(first.calls).toBeGreaterThanOrEqual(5);
    for (let i = 0; i < 3; i += 1) {
      const next = await renderCounting('/pdp/1001');
      expect([next.status, next.calls]).toEqual([503, 0]);
      expect(next.body).toContain('请求失败，请稍后重试！');
    }
  });

  it('after 5 s, one trial call: a backend still hung gets that one call alone, and another 5 s without any', async () => {
    hang();
    await render('/pdp/1001');
    vi.setSystemTime(START + 5_000);
    expect(await renderCounting('/pdp/1001')).toMatchObject({ status: 503, calls: 1 });
    expect(await renderCounting('/news')).toMatchObject({ status: 503, calls: 0 });
    vi.setSystemTime(START + 5_000 + 4_000);
    expect(await renderCounting('/pdp/1001')).toMatchObject({ status: 503, calls: 0 });
  });

  it('after 5 s, a backend that is back closes it: the pages render again', async () => {
    fail();
    await render('/pdp/1001');
    await render('/pdp/1001');
    fixtureServer.resetHandlers();
    vi.setSystemTime(START + 5_000);
    // The render that carries the trial may fail the calls it made beside it; the next renders whole.
    await render('/pdp/1001');
    const again = await renderCounting('/pdp/1001');
    expect([again.status, again.calls > 0]).toEqual([200, true]);
  });
});

describe('QA\'s fault scenarios count for nothing', () => {
  it('renders under QA\'s 500 fault, one after another, leave the circuit closed for the next plain render', async () => {
    for (let i = 0; i < 4; i += 1) {
      const faulted = await renderUnderFaults('500', '/pdp/1001');
      expect(faulted).toMatchObject({ kind: 'page', status: 503 });
    }
    const plain = await renderCounting('/pdp/1001');
    expect([plain.status, plain.calls > 0]).toEqual([200, true]);
  });

  it('the fault header does reach the fixtures on those calls', async () => {
    const seen: (string | null)[] = [];
    const listen = ({ request }: { request: Request }) => void seen.push(request.headers.get(FAULT_HEADER));
    fixtureServer.events.on('request:start', listen);
    await renderUnderFaults('500', '/pdp/1001');
    fixtureServer.events.removeListener('request:start', listen);
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set(['500']));
  });
});

describe('whether the backend answered lately (the readiness of /__health/ready)', () => {
  it('asks the backend once when no call answered within the interval, then reads the renders\' own answers', async () => {
    let answered: boolean | undefined;
    expect(await callsDuring(async () => void (answered = await renderer.backendAnswered(10_000)))).toHaveLength(1);
    expect(answered).toBe(true);
    vi.setSystemTime(START + 9_000);
    await render('/news');
    vi.setSystemTime(START + 18_000);
    expect(await callsDuring(async () => void (answered = await renderer.backendAnswered(10_000)))).toEqual([]);
    expect(answered).toBe(true);
  });

  it.each([
    ['hangs', hang],
    ['answers 500', fail],
  ])('says no once it %s, and asks nothing more while the circuit is open', async (_name, breakDown) => {
    breakDown();
    expect(await renderer.backendAnswered(10_000)).toBe(false);
    await render('/pdp/1001');
    let answered: boolean | undefined;
    expect(await callsDuring(async () => void (answered = await renderer.backendAnswered(10_000)))).toEqual([]);
    expect(answered).toBe(false);
  });

  it('says no once its last answer is older than the interval and the backend fails since', async () => {
    await render('/news');
    vi.setSystemTime(START + 10_001);
    fail();
    expect(await renderer.backendAnswered(10_000)).toBe(false);
  });
});
