// A circuit breaker on the render server's backend calls. A backend that keeps failing (hung past each call's
// deadline, refusing connections, answering 5xx) is not asked for a short while: every call fails at once instead, so
// a render answers its failure state in milliseconds rather than waiting out the deadline of every call, and a backend
// that fails fast is not sent a page's worth of calls for every stale hit. Pure TypeScript with its clock and its log
// given, so the state machine is tested alone; the site's one server client (src/config/client.ts) holds the one
// circuit of a process.

/** A call that was never sent: the backend's circuit is open. A failed call like any other (the page shows it failed). */
export class BackendUnavailableError extends Error {
  override name = 'BackendUnavailableError';
}

export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitOptions {
  /** How many failed calls in a row open the circuit. */
  failures: number;
  /** How long it stays open; then one trial call goes through (half-open). */
  openMs: number;
  now?: () => number;
  /** Where the state changes go, one line each: console by default (open at error, half-open and closed at info). */
  log?: (level: 'error' | 'info', line: string) => void;
}

/** What a call's outcome says of the backend: it answered, it failed, or nothing (the visitor left; QA's fault). */
export type Verdict = { kind: 'success' } | { kind: 'failure'; reason: string } | { kind: 'uncounted' };

const SUCCESS: Verdict = { kind: 'success' };
const UNCOUNTED: Verdict = { kind: 'uncounted' };

/** A call let through: settle it once with its verdict. */
export interface Permit {
  settle(verdict: Verdict): void;
}

export interface Circuit {
  readonly state: CircuitState;
  /** When the backend last answered a call let through (a success), on the circuit's clock; undefined until one has. */
  readonly answeredAt: number | undefined;
  /** Lets a call through (`what` names it in the log), or throws BackendUnavailableError while the circuit is open. */
  enter(what: string): Permit;
  /** Closed, as at start, with nothing counted (tests). */
  reset(): void;
}

const consoleLog = (level: 'error' | 'info', line: string) => (level === 'error' ? console.error(line) : console.log(line));

/**
 * A circuit: closed, it counts failed calls in a row (a success starts the count again) and opens at `failures`; open,
 * every call fails at once for `openMs`; then the first call is the one trial (half-open: the others still fail at once
 * while it runs), which closes the circuit when it succeeds and opens it again when it fails. Calls that were under way
 * when the state changed count for nothing.
 */
export function createCircuit(options: CircuitOptions): Circuit {
  const now = options.now ?? (() => Date.now());
  const log = options.log ?? consoleLog;
  let state: CircuitState = 'closed';
  let failed = 0;
  let openedAt = 0;
  let trialUnderWay = false;
  let answeredAt: number | undefined;
  /** Counts the circuit's closings: a call let through before the last one says nothing of the backend now. */
  let generation = 0;

  const open = (line: string) => {
    state = 'open';
    openedAt = now();
    generation += 1;
    log('error', `${line}; calls fail at once for ${options.openMs / 1000} s`);
  };
  const close = () => {
    state = 'closed';
    failed = 0;
    generation += 1;
  };

  const refuse = (what: string, why: string): never => {
    throw new BackendUnavailableError(`${what} not sent: the backend's circuit is open after failed calls (${why})`);
  };

  /** A success says the backend answered, whenever the call was let through (readiness reads it). */
  const heard = (verdict: Verdict) => {
    if (verdict.kind === 'success') answeredAt = now();
  };

  const trial = (): Permit => {
    trialUnderWay = true;
    let settled = false;
    return {
      settle(verdict) {
        if (settled) return;
        settled = true;
        trialUnderWay = false;
        heard(verdict);
        if (verdict.kind === 'success') {
          close();
          log('info', '[api] backend circuit closed: its trial call succeeded');
        } else if (verdict.kind === 'failure') {
          open(`[api] backend circuit open again: its trial call failed (last: ${verdict.reason})`);
        }
        // Uncounted (its visitor left, or a QA fault): still half-open, and the next call is the trial.
      },
    };
  };

  return {
    get state() {
      return state;
    },
    get answeredAt() {
      return answeredAt;
    },
    enter(what) {
      if (state === 'open') {
        const left = openedAt + options.openMs - now();
        if (left > 0) refuse(what, `a trial call in ${(left / 1000).toFixed(1)} s`);
        state = 'half-open';
        log('info', `[api] backend circuit half-open: one trial call (${what})`);
        return trial();
      }
      if (state === 'half-open') {
        if (trialUnderWay) refuse(what, 'a trial call is under way');
        return trial();
      }
      const calledIn = generation;
      let settled = false;
      return {
        settle(verdict) {
          if (settled) return;
          settled = true;
          heard(verdict);
          if (state !== 'closed' || calledIn !== generation) return;
          if (verdict.kind === 'success') failed = 0;
          else if (verdict.kind === 'failure') {
            failed += 1;
            if (failed >= options.failures) open(`[api] backend circuit open after ${failed} failures (last: ${verdict.reason})`);
          }
        },
      };
    },
    reset() {
      close();
      trialUnderWay = false;
      answeredAt = undefined;
    },
  };
}

/** The deadline's abort (AbortSignal.timeout's reason), not a visitor's. */
const isTimeout = (value: unknown): boolean => value instanceof Error && value.name === 'TimeoutError';
const isAbort = (value: unknown): boolean => value instanceof Error && value.name === 'AbortError';

/** A network error's words, with the code undici puts on its cause (ECONNREFUSED, UND_ERR_SOCKET ...). */
function networkReason(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return typeof cause?.code === 'string' ? `${message} (${cause.code})` : message;
}

/**
 * What a call that threw says of the backend: its deadline passed (the signal's reason is a TimeoutError), or the
 * network failed; an abort for any other reason (the visitor left) says nothing.
 */
function thrownVerdict(what: string, signal: AbortSignal, error: unknown): Verdict {
  const cause: unknown = signal.aborted ? signal.reason : error;
  if (isTimeout(cause)) return { kind: 'failure', reason: `${what}: past its deadline` };
  if (signal.aborted || isAbort(error)) return UNCOUNTED;
  return { kind: 'failure', reason: `${what}: ${networkReason(error)}` };
}

export interface CircuitFetchOptions {
  /** Sends a call on (the render server's: the global fetch as it is at the call). */
  fetch: (request: Request) => Promise<Response>;
}

/**
 * A fetch through `circuit`: a 5xx answer, a network error and a call past its deadline are failures; any other answer
 * (2xx, 3xx, 4xx: the backend answered) a success, judged when its head arrives. An abort that is not the deadline's
 * counts for nothing.
 */
export function circuitFetch(circuit: Circuit, options: CircuitFetchOptions): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    const what = `${request.method} ${new URL(request.url).pathname}`;
    const permit = circuit.enter(what);
    try {
      const response = await options.fetch(request);
      permit.settle(response.status >= 500 ? { kind: 'failure', reason: `${what}: HTTP ${response.status}` } : SUCCESS);
      return response;
    } catch (error) {
      permit.settle(thrownVerdict(what, request.signal, error));
      throw error;
    }
  };
}
