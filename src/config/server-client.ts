import { AnswerTooLargeError, createApiClient, MAX_ANSWER_BYTES, type ApiClient, type CallOptions } from '../api/client';
import { circuitFetch, createCircuit, type Circuit } from '../api/circuit';
import { endpoints } from '../api/endpoints';
import { STORE_CALLS } from './client';

/** How many failed backend calls in a row open the render server's circuit (docs/operators.md#when-the-backend-keeps-failing-the-circuit-breaker). */
export const BACKEND_CIRCUIT_FAILURES = 5;
/** How long the circuit stays open (every call fails at once) before one trial call. */
export const BACKEND_CIRCUIT_OPEN_MS = 5_000;

/** The render server's circuit breaker on its backend calls (src/api/circuit.ts): one a server. */
export const createBackendCircuit = (): Circuit => createCircuit({ failures: BACKEND_CIRCUIT_FAILURES, openMs: BACKEND_CIRCUIT_OPEN_MS });

/** Where a render server's calls go and how they are bounded, as the server's settings give them. */
export interface ServerCalls {
  /** The backend (API_BASE_URL, or the bundled fixtures'). */
  baseUrl: string;
  /** Every call's deadline (BACKEND_TIMEOUT_MS); none where unset (a test's render). */
  deadlineMs?: number | undefined;
  /** The server's circuit: with the deadline, a backend that keeps failing is not asked for a while. */
  circuit?: Circuit | undefined;
  /** Headers every call carries (a test scenario's, which then goes around the circuit: its failures are no outage). */
  headers?: Record<string, string> | undefined;
  /** Told of every call once it ended (the server's metrics and its debug log). */
  observe?: ((call: BackendCall) => void) | undefined;
}

/** How a backend call ended: answered, failed (an HTTP error, the network, the circuit open), past its deadline, past its bound, or left by its visitor. */
export type CallOutcome = 'ok' | 'failed' | 'timeout' | 'too_large' | 'cancelled';

/** One backend call of a render, as the server counts it: the endpoint table's name of it ('other' for none). */
export interface BackendCall {
  endpoint: string;
  outcome: CallOutcome;
  seconds: number;
}

/** Each endpoint's name by its method and path. */
const ENDPOINT_NAMES = new Map(Object.entries(endpoints).map(([name, { method, path }]) => [`${method} ${path}`, name]));

/** How a call that threw ended: the deadline's abort is a TimeoutError (as the circuit reads it), the visitor's any other. */
function outcomeOf(error: unknown, signal: AbortSignal | undefined): CallOutcome {
  if (error instanceof AnswerTooLargeError) return 'too_large';
  if (error instanceof Error && error.name === 'TimeoutError') return 'timeout';
  return signal?.aborted ? 'cancelled' : 'failed';
}

/** `client` with every call's endpoint, outcome and duration told to `observe`. */
function observed(client: ApiClient, observe: (call: BackendCall) => void): ApiClient {
  const timed = (method: 'GET' | 'POST', send: ApiClient['get']) => async (path: string, options: CallOptions) => {
    const started = performance.now();
    const endpoint = ENDPOINT_NAMES.get(`${method} ${path}`) ?? 'other';
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const answer = await send(path, options);
      observe({ endpoint, outcome: 'ok', seconds: seconds() });
      return answer;
    } catch (error) {
      observe({ endpoint, outcome: outcomeOf(error, options.signal), seconds: seconds() });
      throw error;
    }
  };
  return { config: client.config, get: timed('GET', client.get), post: timed('POST', client.post) };
}

/** A fetch whose every call carries `headers`. */
const carrying = (headers: Record<string, string>): typeof fetch => (input, init) => {
  const request = new Request(input, init);
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  return fetch(request);
};

/** A render server's API client: a deadline and a bound on every call, so a slow or flooding backend fails a page, never hangs it. */
export function serverApiClient({ baseUrl, deadlineMs, circuit, headers, observe }: ServerCalls): ApiClient {
  const send = headers ? carrying(headers) : circuit ? circuitFetch(circuit, { fetch: (request) => fetch(request) }) : undefined;
  const client = createApiClient({
    baseUrl,
    ...STORE_CALLS,
    ...(deadlineMs ? { limits: { deadlineMs, maxAnswerBytes: MAX_ANSWER_BYTES } } : {}),
    ...(send ? { fetch: send } : {}),
  });
  return observe ? observed(client, observe) : client;
}
