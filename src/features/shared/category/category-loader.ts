import type { LoaderFunctionArgs } from 'react-router-dom';
import type { VirtualCategory } from '../../../../schemas/api/category';
import { fetchVirtualCategoryByCode } from '../../../api/catalogue';
import { empty, load, type Loaded } from '../../../api/load';
import { apiClient } from '../../../config/client';
import { categoryTrail } from './category-cache';
import { siteCategoryTree } from './category-tree';

/** A category page's data: the category and the categories above it. */
export interface CategoryData {
  category: VirtualCategory;
  trail: VirtualCategory[];
}

/**
 * /products/{nav1}: the category from the cached tree (a local lookup); a code the tree lacks is asked of
 * getVirtualCategoryByCode.
 */
export function categoryLoader({ params, request }: LoaderFunctionArgs): Promise<Loaded<CategoryData>> {
  const code = params.nav1 ?? '';
  return load(`category ${code}`, async () => {
    const tree = await siteCategoryTree(request.signal).catch((error: unknown) => {
      console.warn(`[category] tree failed: ${(error as Error).message}`);
      return [];
    });
    const trail = categoryTrail(tree, code);
    const found = trail[trail.length - 1];
    if (found) return { category: found, trail };
    const { data } = await fetchVirtualCategoryByCode(apiClient, code, request.signal);
    return data ? { category: data, trail: [data] } : empty(`no category ${code}`);
  });
}
