import type { HydrationState } from 'react-router-dom';

/** Id of the prerendered page's `<script type="application/json">` (data, never run: the CSP allows no inline script). */
export const HYDRATION_DATA_ID = 'router-hydration';

/** What a prerendered page carries: the path it was rendered for and the router's state (loader data). */
export interface PrerenderedState {
  path: string;
  state: HydrationState;
}

/** The path as the prerender names it: no trailing slash but on the root. */
export const normalisedPath = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

/** The data of the page prerendered for this very address (same path, no query), else undefined. */
function readPrerendered(doc: Document, location: Pick<Location, 'pathname' | 'search'>): Partial<PrerenderedState> | undefined {
  const text = doc.getElementById(HYDRATION_DATA_ID)?.textContent;
  if (!text || location.search !== '') return undefined;
  try {
    const data = JSON.parse(text) as Partial<PrerenderedState>;
    return data.path === normalisedPath(location.pathname) ? data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The router state the page was prerendered with, when it was rendered for this very address; otherwise
 * undefined (no data, unreadable data, or a shell served for another path or with a query), and the page renders afresh.
 */
export function readHydrationData(doc: Document, location: Pick<Location, 'pathname' | 'search'>): HydrationState | undefined {
  const state = readPrerendered(doc, location)?.state;
  return typeof state === 'object' && state !== null ? state : undefined;
}
