import { preloadFooter } from '../features/footer/footer-slot';
import { preloadDesktopHeader } from '../features/navigation/desktop-slot';
import { preloadJobDialogs } from './full-frame';

/**
 * The code of every lazy part of the frame, loaded before a server-rendered page hydrates (src/main.tsx) and before the
 * server renders it (src/entry-server.tsx). A new lazy part of the frame is listed here and only here: one left out
 * hydrates later in a sleeping boundary, and every navigation then waits for it.
 */
export const preloadFrame = (): Promise<unknown> =>
  Promise.all([preloadDesktopHeader(), preloadFooter(), preloadJobDialogs(globalThis.location?.search ?? '')]);
