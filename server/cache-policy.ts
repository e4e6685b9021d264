import { ROUTE_PATHS } from '../src/engine/route-paths';

// What a shared cache (nginx's proxy cache, a CDN) may do with each answer, set per answer by the server.

/** Seconds a page stays fresh in a shared cache, and may then be served stale while one request renders it anew. */
export const DEFAULT_FRESH_SECONDS = 30;
/** Seconds a cached page may stand in for one the backend or the server cannot give: 7 days. */
export const STALE_IF_ERROR_SECONDS = 7 * 24 * 60 * 60;
/** Seconds a visitor (or the cache in front) is asked to wait before trying a page that failed again. */
export const RETRY_AFTER_SECONDS = 30;

/** Not kept anywhere: failures, the editors' preview, the purge endpoint, redirects to a canonical address, what anyone can make up. */
export const NO_STORE = 'no-store';

/**
 * A page's policy: browsers always ask again (max-age=0), shared caches keep it `fresh` seconds, then serve it stale
 * for as long again while one request renders it anew (so a change is at most 2 x fresh old), and for 7 days when
 * the backend or the server fails.
 */
export const pageCacheControl = (fresh: number): string =>
  `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${fresh}, stale-if-error=${STALE_IF_ERROR_SECONDS}`;

/** A page whose content came back empty: kept `fresh` seconds, never as a last good copy. */
export const shortCacheControl = (fresh: number): string => `public, max-age=0, s-maxage=${fresh}`;

/** What the render made of a page, as far as caching goes. */
export interface PageOutcome {
  status: number;
  /** The page's content came back empty: true now, but not worth standing in for a good copy during an outage. */
  empty?: boolean;
}

/** The caching headers of a page answer: kept while it says something true, briefly when it says little, never when it failed. */
export function pageCacheHeaders({ status, empty = false }: PageOutcome, fresh: number, path: string): Record<string, string> {
  // A made-up id's 404 and a search for any keyword would each be an entry anyone can mint.
  if (path.startsWith(ROUTE_PATHS.preview) || path === ROUTE_PATHS.search || status === 404) return { 'cache-control': NO_STORE };
  if (status === 503) return { 'cache-control': NO_STORE, 'retry-after': String(RETRY_AFTER_SECONDS) };
  if (status >= 500) return { 'cache-control': NO_STORE };
  if (empty) return { 'cache-control': shortCacheControl(fresh) };
  return { 'cache-control': pageCacheControl(fresh) };
}
