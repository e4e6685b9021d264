import type { HydrationState } from 'react-router-dom';

/** Id of the rendered page's `<script type="application/json">` (data, never run: the CSP allows no inline script). */
export const HYDRATION_DATA_ID = 'router-hydration';

/** What a rendered page carries: the address it was rendered for and the router's state (loader data). */
export interface RenderedState {
  path: string;
  state: HydrationState;
}

/** The path as the server's render names it: no trailing slash but on the root. */
export const normalisedPath = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

/** The address a page is rendered for, as the server records it and the browser compares it: normalised path and query as they are. */
export const renderedAddress = (url: Pick<URL, 'pathname' | 'search'>): string => normalisedPath(url.pathname) + url.search;

/** The data of the page rendered for this very address (same path, same query), else undefined. */
function readRendered(doc: Document, location: Pick<Location, 'pathname' | 'search'>): Partial<RenderedState> | undefined {
  const text = doc.getElementById(HYDRATION_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<RenderedState>;
    return data.path === renderedAddress(location) ? data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The router state the page was rendered with, when it was rendered for this very address; otherwise
 * undefined (no data, unreadable data, or a shell served for another path or query), and the page renders afresh.
 */
export function readHydrationData(doc: Document, location: Pick<Location, 'pathname' | 'search'>): HydrationState | undefined {
  const state = readRendered(doc, location)?.state;
  return typeof state === 'object' && state !== null ? state : undefined;
}
