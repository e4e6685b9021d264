import type { VirtualCategory } from '../../../../schemas/api/category';
import { apiClient } from '../../../config/client';
import type { LeafCategories } from '../../../ui/cms-link';
import { flattenCategories, isLeaf, loadCategoryTree } from './category-cache';

let asking: Promise<VirtualCategory[]> | undefined;

/**
 * The site's category tree through the localStorage cache (see category-cache.ts for the freshness rule); the prerender,
 * with no browser, fetches it. Callers at the same time share one call (the root loader's leaf flags and a category
 * page's loader on a first visit), so it is not tied to any one caller's abort signal.
 */
export function siteCategoryTree(): Promise<VirtualCategory[]> {
  asking ??= loadCategoryTree({
    client: apiClient,
    now: Date.now,
    ...(typeof window !== 'undefined' ? { storage: window.localStorage } : {}),
  }).finally(() => {
    asking = undefined;
  });
  return asking;
}

/**
 * Code -> leaf flag of every category, for the type-5 links of the first render (the root route's loader, so the
 * prerender and a first visit get canonical addresses); empty when the tree cannot be had (links fall back to /products/{code}).
 */
export const siteLeafCategories = (): Promise<LeafCategories> =>
  siteCategoryTree().then(
    (tree) => Object.fromEntries(flattenCategories(tree).map((c) => [c.virtualCategoryCode, isLeaf(c)])),
    (error: unknown) => {
      console.warn(`[category] tree not loaded, category links fall back to /products/{code}: ${(error as Error).message}`);
      return {};
    },
  );
