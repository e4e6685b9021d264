import { createApiClient, MAX_ANSWER_BYTES } from '../api/client';
import { circuitFetch, createCircuit, type Circuit } from '../api/circuit';
import { STORE_CODE } from '../../schemas/site-constants';
import { env } from './env';

/** On the server (Node) there is no page origin: the server names the backend it renders against (API_BASE_URL, read at its start). */
const serverApiBase = import.meta.env.SSR ? (globalThis.process?.env.API_BASE_URL ?? '') : '';
/** On the server every call has a deadline (BACKEND_TIMEOUT_MS, read at its start) and a bound, so a slow or flooding backend fails a page, never hangs it. */
const serverDeadline = import.meta.env.SSR ? Number(globalThis.process?.env.BACKEND_TIMEOUT_MS) || undefined : undefined;

/** How many failed backend calls in a row open the render server's circuit (docs/operators.md#when-the-backend-keeps-failing-the-circuit-breaker). */
export const BACKEND_CIRCUIT_FAILURES = 5;
/** How long the circuit stays open (every call fails at once) before one trial call. */
export const BACKEND_CIRCUIT_OPEN_MS = 5_000;
/**
 * QA's fault header (the fixtures' FAULT_HEADER, written out: config/ imports no fixtures). The bundled fixtures
 * set it on a render's own calls under a fault scenario (server/fixture-mode.ts): those failures are QA's, no outage.
 */
const QA_FAULT_HEADER = 'x-fixture-fault';

/**
 * The render server's circuit breaker on its backend calls (src/api/circuit.ts), one a process: with its deadline, a
 * backend that keeps failing is not asked for a while, so a render answers its failed state at once. Undefined in the
 * browser (its calls go to the site's own origin) and wherever no deadline is set.
 */
export const backendCircuit: Circuit | undefined =
  import.meta.env.SSR && serverDeadline ? createCircuit({ failures: BACKEND_CIRCUIT_FAILURES, openMs: BACKEND_CIRCUIT_OPEN_MS }) : undefined;

/** The site's one API client, made from the build settings. */
export const apiClient = createApiClient({
  baseUrl: serverApiBase || env.VITE_API_BASE_URL,
  storeCode: STORE_CODE,
  storeId: env.VITE_STORE_ID,
  accessToken: env.VITE_ACCESS_TOKEN,
  ...(import.meta.env.SSR && serverDeadline && backendCircuit
    ? {
        limits: { deadlineMs: serverDeadline, maxAnswerBytes: MAX_ANSWER_BYTES },
        // The global fetch as it is at each call: the render server wraps it for the bundled fixtures after this is made.
        fetch: circuitFetch(backendCircuit, { fetch: (request) => globalThis.fetch(request), uncounted: (request) => request.headers.has(QA_FAULT_HEADER) }),
      }
    : {}),
});
