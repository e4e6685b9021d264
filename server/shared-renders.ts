import type { PageAnswer } from './page-answer';

// Identical page requests at the same moment share one render (single-flight), and a failed answer is given for a
// moment to the requests just behind it. nginx keeps what is cacheable; what it never stores (a search's results, a
// 404, a redirect, a failed page) reaches the render servers once per visitor, so without this a burst on one address
// was a burst of renders, and a failing backend was asked once per visitor.

/**
 * How long a failed answer (5xx: the render's failed state, the shell cut at the deadline, a page that did not render)
 * is given at once to whoever asks for its address next: a backend that fails, or is too slow for the deadline, is
 * then asked once per address in this time, not once per visitor. Short, so a page renders again soon after the
 * backend is back (its answer tells the visitor to retry in 30 s; a cache in front serves its stale copy meanwhile).
 */
export const FAILURE_KEPT_MS = 2_000;
/** The most addresses rendering at once, and the most failures kept: a flood of made-up addresses shares and keeps little. */
export const MAX_SHARED_ADDRESSES = 1_000;
/** The most bytes of kept failures (a failed page is some 8-60 KB): the oldest go first past it. */
export const MAX_KEPT_BYTES = 16 * 1024 * 1024;

/** A page answer as it is sent, its body encoded once for every visitor it goes to. */
export type SharedAnswer = Omit<PageAnswer, 'body'> & { body: Buffer };

/**
 * How a caller got its answer: `rendered` (it began the render the others join), `joined` (a render under way),
 * `kept` (a failure just answered), `alone` (too many addresses under way to share: its own render), `left` (it had
 * gone already: no render, its answer rejects with its signal's reason).
 */
export type ShareHow = 'rendered' | 'joined' | 'kept' | 'alone' | 'left';

/** A caller's share: known at once; its answer when the render ends, or a rejection with its signal's reason when it leaves first. */
export interface Share {
  how: ShareHow;
  answer: Promise<SharedAnswer>;
}

export interface SharedRenders {
  /**
   * The answer for `key` (the request target as given, and anything else the render depends on): a failure kept for
   * it, else the render under way for it, else `render` begun with a signal that aborts once every caller waiting for
   * it has left. `keepFailure: false` (a render under QA's fault) keeps its failure for nobody.
   */
  share(key: string, signal: AbortSignal, render: (signal: AbortSignal) => Promise<SharedAnswer>, options?: { keepFailure?: boolean }): Share;
  /** Forgets every kept failure, and lets no later caller join a render begun before (a publish). */
  forget(): void;
  /** What is kept now: addresses and their bytes. */
  kept(): { addresses: number; bytes: number };
}

export interface SharedRendersOptions {
  keptMs?: number;
  maxAddresses?: number;
  maxKeptBytes?: number;
  /** Milliseconds on a clock that only goes forward. */
  now?: () => number;
}

interface Flight {
  answer: Promise<SharedAnswer>;
  stop: AbortController;
  waiting: number;
}

export function sharedRenders({ keptMs = FAILURE_KEPT_MS, maxAddresses = MAX_SHARED_ADDRESSES, maxKeptBytes = MAX_KEPT_BYTES, now = () => performance.now() }: SharedRendersOptions = {}): SharedRenders {
  const flights = new Map<string, Flight>();
  // In the order they were kept, which is the order they expire in.
  const failures = new Map<string, { answer: SharedAnswer; until: number }>();
  let keptBytes = 0;

  const drop = (key: string) => {
    const failure = failures.get(key);
    if (!failure) return;
    keptBytes -= failure.answer.body.length;
    failures.delete(key);
  };
  const dropExpired = (at: number) => {
    for (const [key, { until }] of failures) {
      if (until > at) break;
      drop(key);
    }
  };
  const keep = (key: string, answer: SharedAnswer) => {
    drop(key);
    if (answer.body.length > maxKeptBytes) return;
    for (const oldest of failures.keys()) {
      if (failures.size < maxAddresses && keptBytes + answer.body.length <= maxKeptBytes) break;
      drop(oldest);
    }
    failures.set(key, { answer, until: now() + keptMs });
    keptBytes += answer.body.length;
  };

  /** One more caller waiting for `flight`: its answer, or its signal's reason as soon as it leaves. */
  const wait = (key: string, flight: Flight, signal: AbortSignal): Promise<SharedAnswer> => {
    flight.waiting += 1;
    return new Promise((answer, fail) => {
      const leave = () => {
        fail(signal.reason);
        flight.waiting -= 1;
        if (flight.waiting > 0) return;
        // Nobody waits any more: the render stops, and whoever asks next renders afresh.
        if (flights.get(key) === flight) flights.delete(key);
        flight.stop.abort(signal.reason);
      };
      signal.addEventListener('abort', leave, { once: true });
      const done = () => signal.removeEventListener('abort', leave);
      flight.answer.then(
        (value) => (done(), answer(value)),
        (error: unknown) => (done(), fail(error)),
      );
    });
  };

  return {
    share(key, signal, render, { keepFailure = true } = {}) {
      if (signal.aborted) return { how: 'left', answer: Promise.reject(signal.reason as Error) };
      dropExpired(now());
      const failure = failures.get(key);
      if (failure) return { how: 'kept', answer: Promise.resolve(failure.answer) };
      const under = flights.get(key);
      if (under) return { how: 'joined', answer: wait(key, under, signal) };
      if (flights.size >= maxAddresses) return { how: 'alone', answer: render(signal) };
      const stop = new AbortController();
      const flight: Flight = { answer: render(stop.signal), stop, waiting: 0 };
      flights.set(key, flight);
      // Settled before any caller hears of it, so a caller who asks once the first has its answer finds the failure kept.
      const settled = (answer?: SharedAnswer) => {
        // Not the address's flight any more: forgotten by a publish, or left by all (its answer is for nobody).
        if (flights.get(key) !== flight) return;
        flights.delete(key);
        if (answer && keepFailure && answer.status >= 500) keep(key, answer);
      };
      flight.answer.then(settled, () => settled());
      return { how: 'rendered', answer: wait(key, flight, signal) };
    },
    forget() {
      flights.clear();
      failures.clear();
      keptBytes = 0;
    },
    kept: () => ({ addresses: failures.size, bytes: keptBytes }),
  };
}
