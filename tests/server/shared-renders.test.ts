// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FAILURE_KEPT_MS, sharedRenders, type SharedAnswer } from '../../server/shared-renders';

/** A render that answers when the test says so: each call, its signal and its settling. */
function heldRender() {
  const calls: { signal: AbortSignal; answer: (answer: SharedAnswer) => void; fail: (error: Error) => void }[] = [];
  const render = (signal: AbortSignal) => new Promise<SharedAnswer>((answer, fail) => calls.push({ signal, answer, fail }));
  return { calls, render };
}

const answerOf = (status: number, body = `<p>${status}</p>`): SharedAnswer => ({ status, headers: { 'cache-control': 'no-store' }, body: Buffer.from(body) });

/** A clock the test moves. */
function clock() {
  let at = 1_000;
  return { now: () => at, pass: (ms: number) => void (at += ms) };
}

/** A settled promise's outcome, read without waiting for anything but the promise itself. */
const outcome = <T>(promise: Promise<T>) => promise.then((value) => ({ value }), (error: unknown) => ({ error }));

describe('renders under way', () => {
  it('give N callers of one address one render, and each the same answer', async () => {
    const renders = sharedRenders();
    const { calls, render } = heldRender();
    const shares = Array.from({ length: 12 }, () => renders.share('/search-results-page?keyword=a', new AbortController().signal, render));
    expect(shares.map((share) => share.how)).toEqual(['rendered', ...Array<string>(11).fill('joined')]);
    expect(calls).toHaveLength(1);
    const answer = answerOf(200);
    calls[0]?.answer(answer);
    for (const share of shares) expect(await share.answer).toBe(answer);
  });

  it('are shared by the exact key alone: another address (another spelling, another fault) renders apart', () => {
    const renders = sharedRenders();
    const { calls, render } = heldRender();
    for (const key of ['/news', '/news?', '/News', '/news\n500']) renders.share(key, new AbortController().signal, render);
    expect(calls).toHaveLength(4);
  });

  it('go on for the others when one caller leaves: that one stops waiting, the render is not aborted', async () => {
    const renders = sharedRenders();
    const { calls, render } = heldRender();
    const leaving = new AbortController();
    const first = renders.share('/pdp/1001', leaving.signal, render);
    const second = renders.share('/pdp/1001', new AbortController().signal, render);
    leaving.abort(new Error('the visitor went'));
    expect(await outcome(first.answer)).toEqual({ error: new Error('the visitor went') });
    expect(calls[0]?.signal.aborted).toBe(false);
    const answer = answerOf(200);
    calls[0]?.answer(answer);
    expect(await second.answer).toBe(answer);
  });

  it('are aborted when every caller has left, and the next caller renders afresh (the aborted render\'s answer is kept nowhere)', async () => {
    const renders = sharedRenders();
    const { calls, render } = heldRender();
    const visitors = [new AbortController(), new AbortController(), new AbortController()];
    const shares = visitors.map((visitor) => renders.share('/pdp/1001', visitor.signal, render));
    visitors[0]?.abort();
    visitors[1]?.abort();
    expect(calls[0]?.signal.aborted).toBe(false);
    visitors[2]?.abort();
    expect(calls[0]?.signal.aborted).toBe(true);
    for (const share of shares) expect(await outcome(share.answer)).toHaveProperty('error');
    const next = renders.share('/pdp/1001', new AbortController().signal, render);
    expect(next.how).toBe('rendered');
    calls[0]?.answer(answerOf(503));
    calls[1]?.answer(answerOf(200));
    await next.answer;
    expect(renders.share('/pdp/1001', new AbortController().signal, render).how).toBe('rendered');
  });

  it('are neither begun nor joined for a caller who has left already', async () => {
    const renders = sharedRenders();
    const { calls, render } = heldRender();
    const gone = new AbortController();
    gone.abort(new Error('gone before'));
    const share = renders.share('/pdp/1001', gone.signal, render);
    expect(share.how).toBe('left');
    expect(await outcome(share.answer)).toEqual({ error: new Error('gone before') });
    expect(calls).toHaveLength(0);
  });

  it('that fail (a thrown render) fail every caller, and are kept nowhere', async () => {
    const renders = sharedRenders();
    const { calls, render } = heldRender();
    const shares = [1, 2].map(() => renders.share('/broken', new AbortController().signal, render));
    calls[0]?.fail(new Error('boom'));
    for (const share of shares) expect(await outcome(share.answer)).toEqual({ error: new Error('boom') });
    expect(renders.share('/broken', new AbortController().signal, render).how).toBe('rendered');
  });
});

describe('a failed answer', () => {
  it.each([503, 500])('(%i) is kept for its window: the callers just after get it at once, without a render; then it is forgotten', async (status) => {
    const time = clock();
    const renders = sharedRenders({ now: time.now });
    const { calls, render } = heldRender();
    const failed = answerOf(status);
    const first = renders.share('/pdp/1001', new AbortController().signal, render);
    calls[0]?.answer(failed);
    await first.answer;
    time.pass(FAILURE_KEPT_MS - 1);
    const after = renders.share('/pdp/1001', new AbortController().signal, render);
    expect(after.how).toBe('kept');
    expect(await after.answer).toBe(failed);
    expect(calls).toHaveLength(1);
    time.pass(1);
    expect(renders.share('/pdp/1001', new AbortController().signal, render).how).toBe('rendered');
    expect(calls).toHaveLength(2);
  });

  it('is kept from the moment the render ends, for every caller, before any of them reads it', async () => {
    const renders = sharedRenders({ now: clock().now });
    const { calls, render } = heldRender();
    const first = renders.share('/pdp/1001', new AbortController().signal, render);
    calls[0]?.answer(answerOf(503));
    const seen = await first.answer.then(() => renders.share('/pdp/1001', new AbortController().signal, render).how);
    expect(seen).toBe('kept');
  });

  it('is kept for no caller who asks it not to be (a render under QA\'s fault)', async () => {
    const renders = sharedRenders({ now: clock().now });
    const { calls, render } = heldRender();
    const first = renders.share('/pdp/1001\n500', new AbortController().signal, render, { keepFailure: false });
    calls[0]?.answer(answerOf(503));
    await first.answer;
    expect(renders.share('/pdp/1001\n500', new AbortController().signal, render).how).toBe('rendered');
  });

  it.each([200, 404, 302, 304, 405])('is what a %i is not: it is kept nowhere once its render ends', async (status) => {
    const renders = sharedRenders({ now: clock().now });
    const { calls, render } = heldRender();
    const first = renders.share('/x', new AbortController().signal, render);
    calls[0]?.answer(answerOf(status));
    await first.answer;
    expect(renders.share('/x', new AbortController().signal, render).how).toBe('rendered');
  });
});

describe('forget() (a publish)', () => {
  it('forgets every kept failure', async () => {
    const renders = sharedRenders({ now: clock().now });
    const { calls, render } = heldRender();
    const first = renders.share('/pdp/1001', new AbortController().signal, render);
    calls[0]?.answer(answerOf(503));
    await first.answer;
    renders.forget();
    expect(renders.share('/pdp/1001', new AbortController().signal, render).how).toBe('rendered');
  });

  it('lets no later caller join a render begun before it, and keeps that render\'s failure nowhere', async () => {
    const renders = sharedRenders({ now: clock().now });
    const { calls, render } = heldRender();
    const before = renders.share('/pdp/1001', new AbortController().signal, render);
    renders.forget();
    const after = renders.share('/pdp/1001', new AbortController().signal, render);
    expect(after.how).toBe('rendered');
    calls[0]?.answer(answerOf(503));
    await before.answer;
    calls[1]?.answer(answerOf(200));
    await after.answer;
    expect(renders.share('/pdp/1001', new AbortController().signal, render).how).toBe('rendered');
  });
});

describe('made-up addresses mint nothing lasting', () => {
  it('past the most addresses under way, a new address renders alone, unshared', () => {
    const renders = sharedRenders({ maxAddresses: 2 });
    const { calls, render } = heldRender();
    renders.share('/a', new AbortController().signal, render);
    renders.share('/b', new AbortController().signal, render);
    expect(renders.share('/a', new AbortController().signal, render).how).toBe('joined');
    expect([1, 2].map(() => renders.share('/c', new AbortController().signal, render).how)).toEqual(['alone', 'alone']);
    expect(calls).toHaveLength(4);
  });

  it('keeps at most as many failures as addresses, the oldest forgotten first', async () => {
    const renders = sharedRenders({ maxAddresses: 2, now: clock().now });
    const { calls, render } = heldRender();
    for (const [i, key] of ['/a', '/b', '/c'].entries()) {
      const share = renders.share(key, new AbortController().signal, render);
      calls[i]?.answer(answerOf(503));
      await share.answer;
    }
    expect(['/a', '/b', '/c'].map((key) => renders.share(key, new AbortController().signal, render).how)).toEqual(['rendered', 'kept', 'kept']);
  });

  it('keeps failures up to a total of bytes, the oldest forgotten first', async () => {
    const renders = sharedRenders({ maxKeptBytes: 10, now: clock().now });
    const { calls, render } = heldRender();
    for (const [i, key] of ['/a', '/b'].entries()) {
      const share = renders.share(key, new AbortController().signal, render);
      calls[i]?.answer(answerOf(503, '123456'));
      await share.answer;
    }
    expect(['/a', '/b'].map((key) => renders.share(key, new AbortController().signal, render).how)).toEqual(['rendered', 'kept']);
  });

  it('keeps nothing past its window: an expired failure no longer counts against the bounds', async () => {
    const time = clock();
    const renders = sharedRenders({ maxAddresses: 1, now: time.now });
    const { calls, render } = heldRender();
    const first = renders.share('/a', new AbortController().signal, render);
    calls[0]?.answer(answerOf(503));
    await first.answer;
    expect(renders.kept()).toEqual({ addresses: 1, bytes: answerOf(503).body.length });
    time.pass(FAILURE_KEPT_MS);
    const second = renders.share('/b', new AbortController().signal, render);
    calls[1]?.answer(answerOf(200));
    await second.answer;
    expect(renders.kept()).toEqual({ addresses: 0, bytes: 0 });
  });
});
