import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { HydrationState } from 'react-router-dom';
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

/** A new task: the boot gives the main thread back between its steps, so no step makes a long task on a phone. */
const nextTask = () => new Promise<void>((done) => setTimeout(done));

/**
 * Server-rendered: the route modules and the frame's lazy parts first, then React takes over the markup with the data
 * it carries, each step a task of its own (evaluating the app, matching the routes, creating the router, hydrating).
 * In a transition: React hydrates in slices and gives the main thread back between them, so a tap meanwhile is not
 * kept waiting behind the whole page's hydration.
 */
function hydrate(root: HTMLElement, hydrationData: HydrationState) {
  // A promise, not a top-level await, which would make the bundler split the entry into many chunks.
  // Each download's start (its module preloads written into the head) a timer's task of its own; they load side by side.
  const page = nextTask().then(() => resolveLazyRoutes(window.location));
  const frame = nextTask().then(preloadFrame);
  Promise.all([page, frame])
    .then(
      async () => {
        await nextTask();
        const router = createRouter(hydrationData);
        await nextTask();
        startTransition(() => {
          hydrateRoot(root, <StrictMode><App router={router} /></StrictMode>, {
            ...options,
            onRecoverableError: (error, info) => console.error('[hydration] recovered by rendering afresh:', error, (error as Error).cause ?? '', info.componentStack ?? ''),
          });
        });
      },
      (error: unknown) => {
        console.error('[hydration] the page module did not load; rendering afresh', error);
        render(root);
      },
    );
}

const root = document.getElementById('root');
const hydrationData = readHydrationData(document, window.location);
if (root && hydrationData) hydrate(root, hydrationData);
else if (root) render(root);
