// What a server-rendered page runs first: the app is fetched once the page has painted and its largest picture has
// arrived, so neither the first paint nor that picture shares the wire or the main thread with the app's script.
// Until then the page works as its HTML: its links and forms are the server's (src/main.tsx keeps what was done).

/** How long the largest picture may hold the app back: past it, a stalled picture no longer keeps the page from its app. */
export const PICTURE_WAIT_MS = 3_000;

/** Resolves once `image` has loaded or failed (at once when it already has, or when there is none). */
function arrived(image: HTMLImageElement | null): Promise<void> {
  if (!image || image.complete) return Promise.resolve();
  return new Promise((done) => {
    image.addEventListener('load', () => done(), { once: true });
    image.addEventListener('error', () => done(), { once: true });
    setTimeout(done, PICTURE_WAIT_MS);
  });
}

/** Resolves after the next paint; at once in a tab nobody sees, which paints nothing. */
const painted = (): Promise<void> =>
  new Promise((done) => (document.visibilityState === 'hidden' ? done() : requestAnimationFrame(() => setTimeout(done))));

/** The largest picture the server marked (the one image a page asks for with high priority). */
const largestPicture = () => document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');

export const app: Promise<unknown> = Promise.all([arrived(largestPicture()), painted()]).then(() => import('./main'));
