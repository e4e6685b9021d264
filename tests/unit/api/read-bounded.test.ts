// @vitest-environment node
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { AnswerTooLargeError, createApiClient, MAX_ANSWER_BYTES } from '../../../src/api/client';

// A server's reads keep nothing once a call ends (issue #46): an answer of many chunks, read whole or failed, leaves
// none of its chunks reachable. Vitest runs without --expose-gc: the flag set now lends a full collection on demand.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const CHUNK_BYTES = 64 * 1024;
const CHUNKS = 4;
const CALLS = 20;

type Ending = 'whole' | 'broken' | 'flood';
/** Made once, out of the backend's closures: an error's stack holds the functions it was made in, and theirs the chunks. */
const CONNECTION_LOST = new TypeError('terminated');

/** A fetch whose every answer is JSON in CHUNKS chunks, each watched: ended as `ending` says (a whole answer, a connection lost halfway, more than the bound). */
function chunkedBackend(ending: Ending) {
  const chunks: WeakRef<Uint8Array>[] = [];
  const fetch = async () => {
    const parts = Array.from({ length: CHUNKS }, () => new Uint8Array(CHUNK_BYTES).fill(0x20));
    parts[0]?.set([0x5b]);
    parts[CHUNKS - 1]?.set([0x5d], CHUNK_BYTES - 1);
    for (const part of parts) chunks.push(new WeakRef(part));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull: (controller) => {
        if (ending === 'broken' && sent === CHUNKS / 2) return controller.error(CONNECTION_LOST);
        const part = parts[sent++];
        if (part) controller.enqueue(part);
        else controller.close();
      },
    });
    return new Response(body, { headers: { 'content-type': 'application/json' } });
  };
  return { fetch, chunksAlive: () => chunks.filter((chunk) => chunk.deref() !== undefined).length };
}

/** Many calls of one render (its signal lives on, as a render server's does) on `ending` answers: the chunks still reachable after a full collection. */
async function chunksKept(ending: Ending): Promise<number> {
  const backend = chunkedBackend(ending);
  const maxAnswerBytes = ending === 'flood' ? CHUNK_BYTES * 2 : MAX_ANSWER_BYTES;
  const client = createApiClient({
    baseUrl: 'http://api.test',
    storeCode: 'ST0002',
    storeId: '1001',
    accessToken: '',
    fetch: backend.fetch,
    limits: { deadlineMs: 60_000, maxAnswerBytes },
  });
  const render = new AbortController();
  for (let i = 0; i < CALLS; i++) {
    const answer = client.get('/ecommerce/test/chunked', { token: false, signal: render.signal });
    if (ending === 'whole') await expect(answer).resolves.toEqual([]);
    else await expect(answer).rejects.toBeInstanceOf(ending === 'flood' ? AnswerTooLargeError : TypeError);
  }
  // Out of the calls' jobs (a WeakRef holds its target until the job that made it ends), then a full collection.
  await new Promise(setImmediate);
  collectGarbage();
  return backend.chunksAlive();
}

describe('reading an answer keeps nothing once the call ends', () => {
  it.each<Ending>(['whole', 'broken', 'flood'])('a %s answer of many chunks leaves none of them reachable', async (ending) => {
    expect(await chunksKept(ending), `chunks still reachable, of ${CALLS * CHUNKS}`).toBe(0);
  });

  it('an abort while the body is awaited ends the read with its reason and lets the answer go', async () => {
    let cancelled: unknown;
    const body = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => undefined), cancel: (reason) => void (cancelled = reason ?? 'cancelled') });
    const client = createApiClient({
      baseUrl: 'http://api.test',
      storeCode: 'ST0002',
      storeId: '1001',
      accessToken: '',
      fetch: async () => new Response(body),
      limits: { deadlineMs: 60_000, maxAnswerBytes: MAX_ANSWER_BYTES },
    });
    const render = new AbortController();
    const answer = client.get('/ecommerce/test/hanging', { token: false, signal: render.signal });
    const reason = new Error('the render ended');
    setTimeout(() => render.abort(reason), 10);
    await expect(answer).rejects.toBe(reason);
    expect(cancelled).toBeDefined();
  });
});
