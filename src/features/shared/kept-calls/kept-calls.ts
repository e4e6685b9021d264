/**
 * How long the server keeps a backend answer every page asks for (the frame's content, the category tree): 10 s,
 * within the cache window the server announces, so an editor's change reaches a rendered page in time.
 */
export const KEPT_ON_SERVER_MS = 10_000;

/** What the server keeps, by call, and when it came. */
const kept = new Map<string, { savedAt: number; value: unknown }>();
/** The calls under way, by call: callers at the same time share one. */
const asking = new Map<string, Promise<unknown>>();
/** Counts forgets, so an answer asked for before one is not kept after it. */
let generation = 0;

/**
 * Whether the call under way must neither share, use nor keep an answer: the server entry turns it on for a render
 * under QA's fixture faults, which must reach the backend and leave nothing for the next visitor.
 */
export const keepingOff: { current: () => boolean } = { current: () => false };

const onServer = (): boolean => typeof window === 'undefined';

/** The kept answer of `key` while it is fresh, else undefined. */
function freshAnswer(key: string, now: number): { value: unknown } | undefined {
  const entry = kept.get(key);
  return entry && now - entry.savedAt >= 0 && now - entry.savedAt < KEPT_ON_SERVER_MS ? entry : undefined;
}

/**
 * The answer of the call `key` (`ask` makes it). Callers at the same time share one call, which is forgotten once it
 * ends, failed or not, so the next caller asks again. On the server a call that succeeded is kept for
 * KEPT_ON_SERVER_MS: a failed call is never kept. The answer is shared: callers must not change it.
 */
export function keptCall<T>(key: string, ask: () => Promise<T>): Promise<T> {
  if (keepingOff.current()) return ask();
  const fresh = onServer() ? freshAnswer(key, Date.now()) : undefined;
  if (fresh) return Promise.resolve(fresh.value as T);
  const pending = asking.get(key);
  if (pending) return pending as Promise<T>;
  const askedIn = generation;
  const call = ask()
    .then((value) => {
      if (onServer() && askedIn === generation) kept.set(key, { savedAt: Date.now(), value });
      return value;
    })
    .finally(() => {
      if (asking.get(key) === call) asking.delete(key);
    });
  asking.set(key, call);
  return call;
}

/** Drops every kept answer and any call under way, so the next page asks afresh (an editor's purge). */
export function forgetKeptCalls(): void {
  generation += 1;
  kept.clear();
  asking.clear();
}
