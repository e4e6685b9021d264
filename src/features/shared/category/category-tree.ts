import type { VirtualCategory } from '../../../../schemas/api/category';
import { apiOf, type RequestContext } from '../../../config/client';
import type { LeafCategories } from '../../../ui/cms-link';
import { flattenCategories, isLeaf } from '../../../api/categories';
import { untilAborted } from '../../../lib/until-aborted';
import { loadCategoryTree } from './category-cache';
import { keptCall } from '../kept-calls/kept-calls';

/** One call for the tree: in the browser through the localStorage cache (see category-cache.ts for the freshness rule). */
const askForTree = (context: RequestContext): Promise<VirtualCategory[]> =>
  loadCategoryTree({ client: apiOf(context), now: Date.now, ...(typeof window !== 'undefined' ? { storage: window.localStorage } : {}) });

/**
 * The site's category tree: in the browser through the localStorage cache, on the server kept in memory (keptCall).
 * Callers at the same time share one call (the root loader's leaf flags and a category page's loader on a first
 * visit), which has the client's deadline; each caller stops waiting when its own `signal` aborts.
 */
export function siteCategoryTree(context: RequestContext, signal?: AbortSignal): Promise<VirtualCategory[]> {
  const tree = keptCall(context, 'category tree', () => askForTree(context));
  return signal ? untilAborted(tree, signal) : tree;
}

/**
 * Code -> leaf flag of every category, for the type-5 links of the first render (the root route's loader, so the
 * server's render and a first visit get canonical addresses); empty when the tree cannot be had (links fall back to /products/{code}).
 */
export const siteLeafCategories = (context: RequestContext, signal?: AbortSignal): Promise<LeafCategories> =>
  siteCategoryTree(context, signal).then(
    (tree) => Object.fromEntries(flattenCategories(tree).map((c) => [c.virtualCategoryCode, isLeaf(c)])),
    (error: unknown) => {
      console.warn(`[category] tree not loaded, category links fall back to /products/{code}: ${(error as Error).message}`);
      return {};
    },
  );
