/** Limits, per run, how the CLI talks to the backend. */
export interface NetworkOptions {
  concurrency: number;
  /** Per request attempt, in ms. */
  timeoutMs: number;
  /** Extra attempts after a 5xx answer or a timeout. */
  retries: number;
  /** First backoff delay in ms; doubles per retry. */
  backoffMs: number;
}

/** One request and what came of it: the raw text (JSON or not), or why there is none. */
export interface Exchange {
  method: string;
  url: string;
  /** The request body of a POST (the recorder files some answers under a body field). */
  requestBody?: string;
  status?: number;
  text?: string;
  error?: string;
  /** No connection at all (refused, reset, DNS): the backend is unreachable, not slow. */
  unreachable?: boolean;
}

/** Runs at most `limit` tasks at a time. */
export function createLimiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}
/** A concurrency limiter shared by every request of a run. */
export type Limiter = ReturnType<typeof createLimiter>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `task` with a signal that aborts (TimeoutError) after `ms` or when `outer` aborts. A timer of our own,
 * not AbortSignal.any([AbortSignal.timeout(ms)]): Node 20 can collect that timeout signal before it fires
 * (nodejs/node#57736), which left a run hanging on a silent backend.
 */
async function withTimeout<T>(ms: number, outer: AbortSignal, task: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const abort = () => controller.abort(outer.reason);
  if (outer.aborted) abort();
  else outer.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(() => controller.abort(new DOMException(`no answer within ${ms} ms`, 'TimeoutError')), ms);
  try {
    return await task(controller.signal);
  } finally {
    clearTimeout(timer);
    outer.removeEventListener('abort', abort);
  }
}
const isTimeout = (error: unknown) => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
const describe = (error: unknown) => {
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error instanceof Error ? error.message : String(error)}${cause}`;
};

/**
 * A fetch for createApiClient that adds what the site's client leaves out on purpose (it has no timeout and
 * no retries): the concurrency limit, a timeout per attempt, retries with exponential backoff on 5xx and
 * timeouts. Every final exchange is pushed to `log` with its raw text, so malformed JSON becomes a finding.
 */
export function cliFetch(options: NetworkOptions, limit: Limiter, log: Exchange[], send: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const exchange: Exchange = { method: request.method, url: request.url };
    if (request.method !== 'GET' && request.method !== 'HEAD') exchange.requestBody = await request.clone().text();
    log.push(exchange);
    for (let attempt = 0; ; attempt += 1) {
      const last = attempt >= options.retries;
      try {
        const { response, text } = await limit(() => withTimeout(options.timeoutMs, request.signal, async (signal) => {
          const answer = await send(request.clone(), { signal });
          return { response: answer, text: await answer.text() };
        }));
        if (response.status >= 500 && !last) {
          await sleep(options.backoffMs * 2 ** attempt);
          continue;
        }
        Object.assign(exchange, { status: response.status, text });
        return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
      } catch (error) {
        if (isTimeout(error) && !last) {
          await sleep(options.backoffMs * 2 ** attempt);
          continue;
        }
        const attempts = attempt + 1;
        exchange.error = isTimeout(error)
          ? `no answer within ${options.timeoutMs} ms (${attempts} attempt${attempts > 1 ? 's' : ''})`
          : describe(error);
        exchange.unreachable = !isTimeout(error);
        throw error;
      }
    }
  };
}
