import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { readHydrationData } from './app/hydration-data';
import { createRouter, resolveLazyRoutes } from './app/router';
import { reportCaughtError } from './blocks/block-boundary';
import './app/tokens.css';

const root = document.getElementById('root');
const hydrationData = readHydrationData(document, window.location);
// A block's own boundary has already logged its one line; every other caught error is reported as usual.
const options = { onCaughtError: reportCaughtError };

if (root && hydrationData) {
  // The page arrived prerendered: its page module first, then React takes over the markup with the data it carries.
  await resolveLazyRoutes(window.location);
  hydrateRoot(root, <StrictMode><App router={createRouter(hydrationData)} /></StrictMode>, {
    ...options,
    onRecoverableError: (error, info) => console.error('[hydration] recovered by rendering afresh:', error, info.componentStack ?? ''),
  });
} else if (root) {
  createRoot(root, options).render(<StrictMode><App router={createRouter()} /></StrictMode>);
}
