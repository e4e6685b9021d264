// What a server-rendered page runs first: the app is fetched once the page has painted and its largest picture has
// arrived, so neither the first paint nor that picture shares the wire or the main thread with the app's script.
// Until then the page works as its HTML: its links and forms are the server's (src/main.tsx keeps what was done).

/** How long the largest picture may hold the app back: past it, a stalled picture no longer keeps the page from its app. */
export const PICTURE_WAIT_MS = 3_000;

/** Resolves once `image` has loaded or failed, or has stalled for PICTURE_WAIT_MS (at once when there is none, or it is in). */
function arrived(image: HTMLImageElement | null): Promise<void> {
  if (!image || image.complete) return Promise.resolve();
  return new Promise((done) => {
    image.addEventListener('load', () => done(), { once: true });
    image.addEventListener('error', () => done(), { once: true });
    setTimeout(done, PICTURE_WAIT_MS);
  });
}

/**
 * Resolves once the browser reports the first contentful paint (a frame's callbacks can run before the paint they
 * precede is shown: 0.1 s before it on a slow phone); after the next frame where paints are not reported; at once in
 * a tab nobody sees, or once it is hidden, which paints nothing (nor reports a paint later).
 */
function painted(): Promise<void> {
  return new Promise((done) => {
    if (document.visibilityState === 'hidden') return done();
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && done());
    if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return void requestAnimationFrame(() => setTimeout(done));
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      done();
    }).observe({ type: 'paint', buffered: true });
  });
}

/** The largest picture the server marked (the one image a page asks for with high priority). */
const largestPicture = () => document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');

export const app: Promise<unknown> = Promise.all([arrived(largestPicture()), painted()]).then(() => import('./main'));
