// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { circuitFetch, createCircuit, BackendUnavailableError, type CircuitOptions } from '../../../src/api/circuit';
import { createApiClient } from '../../../src/api/client';
import { load } from '../../../src/api/load';

// The render server's circuit breaker on its backend calls, on a clock of the test's: five failed calls in a row open
// it, every call then fails at once for 5 s, and one trial call decides whether it closes.

const URL_OF_CALL = 'http://api.test/ecommerce/open/v1/product/fullProductDetail?productId=1001';

/** A circuit on a clock the test moves, its log lines kept, and a fetch through it to `backend`. */
function setup(backend: (request: Request) => Promise<Response>, over: Partial<CircuitOptions> = {}) {
  let time = 1_000_000;
  const lines: string[] = [];
  const circuit = createCircuit({ failures: 5, openMs: 5_000, now: () => time, log: (level, line) => lines.push(`${level} ${line}`), ...over });
  const network = vi.fn(backend);
  const guarded = circuitFetch(circuit, { fetch: network });
  return { circuit, network, lines, fetch: guarded, advance: (ms: number) => void (time += ms) };
}

const answer = (status: number) => () => Promise.resolve(new Response('{}', { status }));
/** A backend that never answers: the call ends when its signal aborts, with the signal's reason (as fetch rejects). */
const hung = (request: Request) =>
  new Promise<Response>((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason as Error), { once: true }));
const refused = () => Promise.reject(new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) }));

/** Makes `count` calls one after another, each settled before the next; failures are swallowed. */
async function callTimes(call: () => Promise<unknown>, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) await call().catch(() => undefined);
}

describe('closed: counting failed calls in a row', () => {
  it('opens after 5 failures in a row, with one line naming the last', async () => {
    const { circuit, network, lines, fetch } = setup(answer(500));
    await callTimes(() => fetch(URL_OF_CALL), 4);
    expect(circuit.state).toBe('closed');
    expect(lines).toEqual([]);
    await callTimes(() => fetch(URL_OF_CALL), 1);
    expect(circuit.state).toBe('open');
    expect(network).toHaveBeenCalledTimes(5);
    expect(lines).toEqual(['error [api] backend circuit open after 5 failures (last: GET /ecommerce/open/v1/product/fullProductDetail: HTTP 500); calls fail at once for 5 s']);
  });

  it('counts network errors, with the code of their cause', async () => {
    const { circuit, lines, fetch } = setup(refused);
    await callTimes(() => fetch(URL_OF_CALL), 5);
    expect(circuit.state).toBe('open');
    expect(lines[0]).toContain('(last: GET /ecommerce/open/v1/product/fullProductDetail: fetch failed (ECONNREFUSED))');
  });

  it('takes 2xx, 3xx and 4xx for an answering backend: a success starts the count again', async () => {
    let status = 500;
    const { circuit, fetch } = setup(() => Promise.resolve(new Response(null, { status })));
    for (const next of [404, 200, 302, 400]) {
      status = 503;
      await callTimes(() => fetch(URL_OF_CALL), 4);
      status = next;
      await callTimes(() => fetch(URL_OF_CALL), 1);
      expect(circuit.state).toBe('closed');
    }
  });

  it('counts a call past its deadline (the timeout\'s abort), as the server client\'s signal carries it', async () => {
    const { circuit, lines, fetch } = setup(hung);
    const visitor = new AbortController();
    // Held here, as the client's call holds its deadline: Node 20's AbortSignal.any keeps its sources weakly.
    const deadlines: AbortSignal[] = [];
    const deadline = () => {
      const signal = AbortSignal.timeout(5);
      deadlines.push(signal);
      return signal;
    };
    await callTimes(() => fetch(URL_OF_CALL, { signal: AbortSignal.any([deadline(), visitor.signal]) }), 5);
    expect(circuit.state).toBe('open');
    expect(lines[0]).toContain('(last: GET /ecommerce/open/v1/product/fullProductDetail: past its deadline)');
  });

  it('does not count a call its visitor left (an abort that is not the deadline\'s)', async () => {
    const { circuit, network, fetch } = setup(hung);
    for (let i = 0; i < 10; i += 1) {
      const visitor = new AbortController();
      const call = fetch(URL_OF_CALL, { signal: AbortSignal.any([AbortSignal.timeout(60_000), visitor.signal]) });
      visitor.abort();
      await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    }
    expect(network).toHaveBeenCalledTimes(10);
    expect(circuit.state).toBe('closed');
  });
});

describe('open: every call fails at once', () => {
  it('sends nothing for 5 s and says why', async () => {
    const { network, fetch, advance } = setup(answer(500));
    await callTimes(() => fetch(URL_OF_CALL), 5);
    network.mockClear();
    const refusedCall = fetch(URL_OF_CALL);
    await expect(refusedCall).rejects.toBeInstanceOf(BackendUnavailableError);
    await expect(refusedCall).rejects.toThrow("GET /ecommerce/open/v1/product/fullProductDetail not sent: the backend's circuit is open after failed calls (a trial call in 5.0 s)");
    advance(4_999);
    await expect(fetch(URL_OF_CALL)).rejects.toBeInstanceOf(BackendUnavailableError);
    expect(network).not.toHaveBeenCalled();
  });

  it('is a failed call like any other to the loaders: load() answers failed, through the site\'s API client', async () => {
    const { network, fetch } = setup(answer(500));
    const client = createApiClient({ baseUrl: 'http://api.test', storeCode: 'ST0002', storeId: '1001', accessToken: '', warn: () => undefined, limits: { deadlineMs: 1_000, maxAnswerBytes: 1024 }, fetch });
    await callTimes(() => client.get('/ecommerce/open/v1/product/fullProductDetail', { token: false }), 5);
    network.mockClear();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(client.get('/ecommerce/open/v1/product/fullProductDetail', { token: false })).rejects.toBeInstanceOf(BackendUnavailableError);
    expect(await load('product', () => client.get('/ecommerce/open/v1/product/fullProductDetail', { token: false }))).toEqual({ status: 'failed', cause: 'request', message: '请求失败，请稍后重试！' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("[product] request failed: GET /ecommerce/open/v1/product/fullProductDetail not sent: the backend's circuit is open"));
    expect(network).not.toHaveBeenCalled();
  });
});

describe('half-open: one trial call', () => {
  /** A backend whose answers the test gives, one call at a time. */
  function heldBackend() {
    const waiting: ((response: Response) => void)[] = [];
    return { waiting, backend: () => new Promise<Response>((resolve) => waiting.push(resolve)) };
  }

  it('lets exactly one call through after the open period, however many callers come at once', async () => {
    const held = heldBackend();
    let down = true;
    const { network, lines, fetch, advance } = setup(() => (down ? Promise.resolve(new Response(null, { status: 502 })) : held.backend()));
    await callTimes(() => fetch(URL_OF_CALL), 5);
    network.mockClear();
    down = false;
    advance(5_000);
    const calls = Array.from({ length: 20 }, () => fetch(URL_OF_CALL));
    const outcomes = await Promise.allSettled(calls.slice(1));
    expect(outcomes.every((outcome) => outcome.status === 'rejected' && outcome.reason instanceof BackendUnavailableError)).toBe(true);
    expect(String((outcomes[0] as PromiseRejectedResult).reason)).toContain('(a trial call is under way)');
    expect(network).toHaveBeenCalledTimes(1);
    expect(lines.at(-1)).toBe('info [api] backend circuit half-open: one trial call (GET /ecommerce/open/v1/product/fullProductDetail)');
    held.waiting[0]?.(new Response('{}', { status: 200 }));
    await expect(calls[0]).resolves.toMatchObject({ status: 200 });
  });

  it('closes when the trial succeeds: the calls after it go through', async () => {
    let status = 500;
    const { circuit, network, lines, fetch, advance } = setup(() => Promise.resolve(new Response(null, { status })));
    await callTimes(() => fetch(URL_OF_CALL), 5);
    advance(5_000);
    status = 200;
    await fetch(URL_OF_CALL);
    expect(circuit.state).toBe('closed');
    expect(lines.at(-1)).toBe('info [api] backend circuit closed: its trial call succeeded');
    network.mockClear();
    await Promise.all([fetch(URL_OF_CALL), fetch(URL_OF_CALL), fetch(URL_OF_CALL)]);
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('opens again for 5 s when the trial fails', async () => {
    const { circuit, network, lines, fetch, advance } = setup(answer(500));
    await callTimes(() => fetch(URL_OF_CALL), 5);
    advance(5_000);
    await callTimes(() => fetch(URL_OF_CALL), 1);
    expect(circuit.state).toBe('open');
    expect(lines.slice(1)).toEqual([
      'info [api] backend circuit half-open: one trial call (GET /ecommerce/open/v1/product/fullProductDetail)',
      'error [api] backend circuit open again: its trial call failed (last: GET /ecommerce/open/v1/product/fullProductDetail: HTTP 500); calls fail at once for 5 s',
    ]);
    network.mockClear();
    advance(4_999);
    await callTimes(() => fetch(URL_OF_CALL), 3);
    expect(network).not.toHaveBeenCalled();
    advance(1);
    await callTimes(() => fetch(URL_OF_CALL), 1);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('a trial its visitor left decides nothing: the next call is the trial', async () => {
    let status = 500;
    const { circuit, network, fetch, advance } = setup((request) => (status === 0 ? hung(request) : Promise.resolve(new Response(null, { status }))));
    await callTimes(() => fetch(URL_OF_CALL), 5);
    advance(5_000);
    status = 0;
    const visitor = new AbortController();
    const left = fetch(URL_OF_CALL, { signal: visitor.signal });
    visitor.abort();
    await expect(left).rejects.toMatchObject({ name: 'AbortError' });
    expect(circuit.state).toBe('half-open');
    status = 200;
    network.mockClear();
    await fetch(URL_OF_CALL);
    expect(network).toHaveBeenCalledTimes(1);
    expect(circuit.state).toBe('closed');
  });
});

describe('calls under way when the state changed', () => {
  it('count for nothing once it closed again: an old failure does not start a new count', async () => {
    let fail = true;
    const held: ((response: Response) => void)[] = [];
    const { circuit, fetch, advance } = setup(() => (fail ? Promise.resolve(new Response(null, { status: 500 })) : new Promise<Response>((resolve) => held.push(resolve))));
    fail = false;
    // Four calls still under way from before the outage.
    const old = Array.from({ length: 4 }, () => fetch(URL_OF_CALL));
    fail = true;
    await callTimes(() => fetch(URL_OF_CALL), 5);
    advance(5_000);
    fail = false;
    const trial = fetch(URL_OF_CALL);
    held.at(-1)?.(new Response(null, { status: 200 }));
    await trial;
    expect(circuit.state).toBe('closed');
    for (const resolve of held.slice(0, 4)) resolve(new Response(null, { status: 503 }));
    await Promise.all(old);
    fail = true;
    await callTimes(() => fetch(URL_OF_CALL), 4);
    expect(circuit.state).toBe('closed');
  });

  it('reset closes it with nothing counted', async () => {
    const { circuit, network, fetch } = setup(answer(500));
    await callTimes(() => fetch(URL_OF_CALL), 5);
    circuit.reset();
    expect(circuit.state).toBe('closed');
    network.mockClear();
    await callTimes(() => fetch(URL_OF_CALL), 4);
    expect([circuit.state, network.mock.calls.length]).toEqual(['closed', 4]);
  });
});

describe('when the backend last answered (readiness reads it)', () => {
  it('is the time of the last call it answered: a 4xx counts, a 5xx, a refusal or a call never sent does not', async () => {
    let backend: (request: Request) => Promise<Response> = answer(404);
    const { circuit, fetch, advance } = setup((request) => backend(request));
    expect(circuit.answeredAt).toBeUndefined();
    await callTimes(() => fetch(URL_OF_CALL), 1);
    const answered = circuit.answeredAt;
    expect(answered).toBeTypeOf('number');
    advance(1_000);
    backend = refused;
    await callTimes(() => fetch(URL_OF_CALL), 2);
    backend = answer(503);
    await callTimes(() => fetch(URL_OF_CALL), 3);
    expect(circuit.state).toBe('open');
    await callTimes(() => fetch(URL_OF_CALL), 1);
    expect(circuit.answeredAt).toBe(answered);
    advance(5_000);
    backend = answer(200);
    await callTimes(() => fetch(URL_OF_CALL), 1);
    expect(circuit.answeredAt).toBe((answered ?? 0) + 6_000);
    circuit.reset();
    expect(circuit.answeredAt).toBeUndefined();
  });
});
