import { matchRoutes, type Params } from 'react-router-dom';
import { APPLY_PARAM, BUY_PARAM, CONTACT_PARAM, DIALOG_OPEN, DIALOG_PARAMS, FRAME_DIALOG_PARAMS, GALLERY_PARAM, IMAGE_PARAM, JOB_PARAM, SHARE_PARAM, STORE_PARAM } from '../engine/paths';
import { CAROUSEL_MAX, GALLERY_MAX, pictureIndex } from '../features/product/product-fields';
import { routes, type RouteDef } from './route-table';
import { routeObjects } from './router';

// The one address a page is cached under. Any other spelling of it (unknown or repeated parameters, campaign tags,
// another order or letter case, a trailing slash) is sent there by the server with a redirect nobody keeps, so random
// queries cannot mint cache entries.

const WHOLE_PAGE = /^[1-9]\d{0,5}$/;
/** What a parameter's value must be to stay in a canonical address (the page reads anything else as absent); any other keeps a non-empty value. */
const VALUES: Record<string, (value: string) => boolean> = {
  page: (value) => WHOLE_PAGE.test(value) && value !== '1',
  jobPage: (value) => WHOLE_PAGE.test(value) && value !== '1',
  isAll: (value) => value === 'true',
  [JOB_PARAM]: (value) => /^[\w-]{1,64}$/.test(value),
  // A dialog that only opens or not has one value; a store code is judged by the backend too (the dialogs' loader).
  [BUY_PARAM]: (value) => value === DIALOG_OPEN,
  [SHARE_PARAM]: (value) => value === DIALOG_OPEN,
  [CONTACT_PARAM]: (value) => value === DIALOG_OPEN,
  [APPLY_PARAM]: (value) => value === DIALOG_OPEN,
  [STORE_PARAM]: (value) => /^[\w-]{1,32}$/.test(value),
  // A picture within the most the carousel and the gallery show (the product's own count is its loader's to judge); the first is the page itself.
  [IMAGE_PARAM]: (value) => pictureIndex(value, CAROUSEL_MAX) !== null && value !== '1',
  [GALLERY_PARAM]: (value) => pictureIndex(value, GALLERY_MAX) !== null,
};

/** Parameters that open a dialog over a page, or say which list the visitor came from: a crawler indexes the page without them. */
const UNINDEXED_PARAMS: readonly string[] = [...DIALOG_PARAMS, 'vc'];

/** The address a page names as canonical in its head: its canonical address (canonicalTarget's) without a dialog's or a breadcrumb's parameter. */
export function indexedAddress(canonical: string): string {
  const url = new URL(canonical, 'http://site.invalid');
  for (const key of UNINDEXED_PARAMS) url.searchParams.delete(key);
  return url.pathname + url.search;
}

type RouteOf = { route: RouteDef; params: Params } | undefined;

/** Paths already matched: matchRoutes ranks the whole table on every call, about 1 ms of a render's CPU. */
const matched = new Map<string, RouteOf>();
/** Enough for every page a burst asks for; made-up paths only empty it sooner (it never grows past this). */
const MATCHED_MAX = 1_000;

/** The route of the table a path lands on, with its decoded parameters; undefined for the catch-all (any other path goes home). */
function routeOf(pathname: string): RouteOf {
  if (matched.has(pathname)) return matched.get(pathname);
  const match = matchRoutes(routeObjects, pathname)?.at(-1);
  const route = routes.find((r) => r.id === match?.route.id);
  const found = route && match ? { route, params: match.params } : undefined;
  if (matched.size >= MATCHED_MAX) matched.clear();
  matched.set(pathname, found);
  return found;
}

/** The route's path with its parameters, each encoded as one segment, in the route's own letter case. */
const pathOf = (pattern: string, params: Record<string, string | undefined>): string =>
  pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? '')) || '/';

/**
 * The canonical address of a request target (path and query): the route's path, then the parameters it reads, in its
 * order, each once and non-empty, and the frame's dialogs' (contact, store, job) on a full-frame route; a route whose loader judges its
 * parameters (`query: 'any'`) keeps every non-empty one, in the order given. Undefined when no route of the table
 * takes the path.
 */
export function canonicalTarget(target: string): string | undefined {
  const url = new URL(target, 'http://site.invalid');
  const found = routeOf(url.pathname);
  if (!found) return undefined;
  const { route, params } = found;
  const query = new URLSearchParams();
  const keys = route.query === 'any' ? [...new Set(url.searchParams.keys())] : [...(route.query ?? []), ...(route.bare ? [] : FRAME_DIALOG_PARAMS)];
  for (const key of keys) {
    const values = route.query === 'any' ? url.searchParams.getAll(key) : url.searchParams.getAll(key).slice(0, 1);
    for (const value of values) if (value !== '' && (VALUES[key]?.(value) ?? true)) query.append(key, value);
  }
  const search = query.toString();
  return pathOf(route.path, params) + (search ? `?${search}` : '');
}
