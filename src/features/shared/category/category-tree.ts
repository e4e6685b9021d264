import type { VirtualCategory } from '../../../../schemas/api/category';
import { apiClient } from '../../../config/client';
import type { LeafCategories } from '../../../ui/cms-link';
import { flattenCategories, isLeaf } from '../../../api/categories';
import { untilAborted } from '../../../lib/until-aborted';
import { loadCategoryTree } from './category-cache';

/**
 * How long the server keeps the tree in memory: 10 s, within the cache window the server announces, so an
 * editor's change to the categories reaches a rendered page in time.
 */
export const TREE_SERVER_TTL_MS = 10_000;

let asking: Promise<VirtualCategory[]> | undefined;
/** The server's tree and when it came; the browser keeps its tree in localStorage instead. */
let kept: { savedAt: number; list: VirtualCategory[] } | undefined;
/** Counts forgets, so an answer asked for before one is not kept after it. */
let generation = 0;

/** The server's tree while it is fresh, else undefined. */
const freshTree = (now: number): VirtualCategory[] | undefined =>
  kept && now - kept.savedAt >= 0 && now - kept.savedAt < TREE_SERVER_TTL_MS ? kept.list : undefined;

/** One call for the tree: in the browser through the localStorage cache, on the server kept in memory when it succeeds. */
function askForTree(): Promise<VirtualCategory[]> {
  const inBrowser = typeof window !== 'undefined';
  const askedIn = generation;
  const call = loadCategoryTree({ client: apiClient, now: Date.now, ...(inBrowser ? { storage: window.localStorage } : {}) })
    .then((list) => {
      if (!inBrowser && askedIn === generation) kept = { savedAt: Date.now(), list };
      return list;
    })
    .finally(() => {
      if (asking === call) asking = undefined;
    });
  return call;
}

/**
 * The site's category tree: in the browser through the localStorage cache (see category-cache.ts for the freshness
 * rule), on the server from memory for TREE_SERVER_TTL_MS (a failed call is never kept). Callers at the same time
 * share one call (the root loader's leaf flags and a category page's loader on a first visit): it is not tied to any
 * one caller, but it has the client's deadline and is forgotten once it ends, failed or not, so the next caller asks
 * again; each caller stops waiting when its own `signal` aborts.
 */
export function siteCategoryTree(signal?: AbortSignal): Promise<VirtualCategory[]> {
  const fresh = typeof window === 'undefined' ? freshTree(Date.now()) : undefined;
  if (fresh) return Promise.resolve(fresh);
  asking ??= askForTree();
  return signal ? untilAborted(asking, signal) : asking;
}

/** Drops the server's tree and any call under way, so the next page asks afresh (an editor's purge). */
export function forgetCategoryTree(): void {
  generation += 1;
  kept = undefined;
  asking = undefined;
}

/**
 * Code -> leaf flag of every category, for the type-5 links of the first render (the root route's loader, so the
 * server's render and a first visit get canonical addresses); empty when the tree cannot be had (links fall back to /products/{code}).
 */
export const siteLeafCategories = (signal?: AbortSignal): Promise<LeafCategories> =>
  siteCategoryTree(signal).then(
    (tree) => Object.fromEntries(flattenCategories(tree).map((c) => [c.virtualCategoryCode, isLeaf(c)])),
    (error: unknown) => {
      console.warn(`[category] tree not loaded, category links fall back to /products/{code}: ${(error as Error).message}`);
      return {};
    },
  );
