import { sharedCalls, type KeptCalls } from './kept-calls';

/**
 * How long the server keeps a backend answer every page asks for (the frame's content, the category tree): 10 s,
 * within the cache window the server announces, so an editor's change reaches a rendered page in time.
 */
export const KEPT_ON_SERVER_MS = 10_000;

/**
 * A render server's kept calls: shared while under way, and a call that succeeded kept KEPT_ON_SERVER_MS (a failed one
 * never). `looked` is told whether each call found its answer kept (the server's metrics).
 */
export function serverKeptCalls(looked?: (hit: boolean) => void): KeptCalls {
  const shared = sharedCalls();
  const kept = new Map<string, { savedAt: number; value: unknown }>();
  // Counts forgets, so an answer asked for before one is not kept after it.
  let generation = 0;
  return {
    call<T>(key: string, ask: () => Promise<T>): Promise<T> {
      const entry = kept.get(key);
      const age = entry ? Date.now() - entry.savedAt : -1;
      const hit = entry !== undefined && age >= 0 && age < KEPT_ON_SERVER_MS;
      looked?.(hit);
      if (hit) return Promise.resolve(entry.value as T);
      const askedIn = generation;
      return shared.call(key, async () => {
        const value = await ask();
        if (askedIn === generation) kept.set(key, { savedAt: Date.now(), value });
        return value;
      });
    },
    forget() {
      generation += 1;
      kept.clear();
      shared.forget();
    },
  };
}
