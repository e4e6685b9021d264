/** How far past the viewport an element counts as near: a screen ahead, so it is ready before it scrolls in. */
const NEAR_MARGIN = '100% 0px';

const waits = new Map<Element, { promise: Promise<void>; resolve: () => void }>();
let observer: IntersectionObserver | undefined;
/** Set by the visitor's first Tab: keyboard order runs through everything, so nothing waits any more. */
let everythingWanted = false;

function wakeAll(): void {
  everythingWanted = true;
  for (const { resolve } of waits.values()) resolve();
  waits.clear();
  observer?.disconnect();
}

function watcher(): IntersectionObserver {
  if (observer) return observer;
  addEventListener('keydown', (event) => event.key === 'Tab' && wakeAll());
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries.filter((e) => e.isIntersecting)) {
        waits.get(entry.target)?.resolve();
        waits.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: NEAR_MARGIN },
  );
  return observer;
}

/**
 * Resolves when `element` comes within a screen of the viewport, or once the visitor starts moving by keyboard;
 * at once where neither can be watched. What waits on it costs a first visit nothing until it is about to be seen.
 */
export function whenNear(element: Element): Promise<void> {
  if (everythingWanted || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const known = waits.get(element);
  if (known) return known.promise;
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  waits.set(element, { promise, resolve });
  watcher().observe(element);
  return promise;
}

/** Each waiting fallback's element, handed over by the fallback itself (through `nearRef`) once it is in the page. */
const fallbacks = new Map<string, (element: Element) => void>();
const nearLoads = new Map<string, Promise<unknown>>();

/**
 * `load()` once the fallback rendered for `id` comes near the viewport: what suspends on it shows that fallback,
 * given `ref={nearRef(id)}`, until then. One load per id; at once where nothing can be watched (the server's render).
 */
export function loadWhenNear<T>(id: string, load: () => Promise<T>): Promise<T> {
  let waiting = nearLoads.get(id) as Promise<T> | undefined;
  if (waiting) return waiting;
  if (typeof IntersectionObserver === 'undefined') return load();
  waiting = new Promise<Element>((resolve) => fallbacks.set(id, resolve)).then(async (element) => {
    fallbacks.delete(id);
    await whenNear(element);
    return load();
  });
  nearLoads.set(id, waiting);
  return waiting;
}

/** The ref of the fallback that `loadWhenNear(id, …)` waits on. */
export const nearRef =
  (id: string) =>
  (element: Element | null): void =>
    void (element && fallbacks.get(id)?.(element));
