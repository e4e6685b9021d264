import { createApiClient, MAX_ANSWER_BYTES, type ApiClient } from '../api/client';
import { circuitFetch, createCircuit, type Circuit } from '../api/circuit';
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
}

/** A fetch whose every call carries `headers`. */
const carrying = (headers: Record<string, string>): typeof fetch => (input, init) => {
  const request = new Request(input, init);
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  return fetch(request);
};

/** A render server's API client: a deadline and a bound on every call, so a slow or flooding backend fails a page, never hangs it. */
export function serverApiClient({ baseUrl, deadlineMs, circuit, headers }: ServerCalls): ApiClient {
  const send = headers ? carrying(headers) : circuit ? circuitFetch(circuit, { fetch: (request) => fetch(request) }) : undefined;
  return createApiClient({
    baseUrl,
    ...STORE_CALLS,
    ...(deadlineMs ? { limits: { deadlineMs, maxAnswerBytes: MAX_ANSWER_BYTES } } : {}),
    ...(send ? { fetch: send } : {}),
  });
}
