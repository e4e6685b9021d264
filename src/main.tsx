import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFrame } from './app/frame-preloads';
import { readHydrationData } from './app/hydration-data';
import { createRouter, resolveLazyRoutes } from './app/router';
import { reportCaughtError } from './blocks/block-boundary';
import './app/tokens.css';

// A block's own boundary has already logged its one line; every other caught error is reported as usual.
const options = { onCaughtError: reportCaughtError };

/** The site rendered afresh in the browser: every page that did not arrive server-rendered for this address. */
const render = (root: HTMLElement) => createRoot(root, options).render(<StrictMode><App router={createRouter()} /></StrictMode>);

const root = document.getElementById('root');
const hydrationData = readHydrationData(document, window.location);
if (root && hydrationData) {
  // Server-rendered: the route modules and the frame's lazy parts first, then React takes over the markup with the data
  // it carries. A promise, not a top-level await, which would make the bundler split the entry into many chunks.
  // In a transition: React hydrates in slices and gives the main thread back between them, so a tap meanwhile is
  // not kept waiting behind the whole page's hydration.
  Promise.all([resolveLazyRoutes(window.location), preloadFrame()]).then(
    () =>
      startTransition(() => {
        hydrateRoot(root, <StrictMode><App router={createRouter(hydrationData)} /></StrictMode>, {
          ...options,
          onRecoverableError: (error, info) => console.error('[hydration] recovered by rendering afresh:', error, (error as Error).cause ?? '', info.componentStack ?? ''),
        });
      }),
    (error: unknown) => {
      console.error('[hydration] the page module did not load; rendering afresh', error);
      render(root);
    },
  );
} else if (root) {
  render(root);
}
