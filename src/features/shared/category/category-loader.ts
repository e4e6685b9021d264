import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import type { VirtualCategory } from '../../../../schemas/api/category';
import { fetchVirtualCategoryByCode } from '../../../api/catalogue';
import { isLeaf } from '../../../api/categories';
import { UnsuccessfulError } from '../../../api/contract';
import { empty, load, type Loaded } from '../../../api/load';
import type { ApiClient } from '../../../api/client';
import { apiOf } from '../../../config/client';
import { categoryTrail } from './category-cache';
import { siteCategoryTree } from './category-tree';
import { isGone, notFound, pageData } from '../page-answer/page-status';
import type { CatalogueSection } from './catalogue-links';

/** A category page's data: the category and the categories above it. */
export interface CategoryData {
  category: VirtualCategory;
  trail: VirtualCategory[];
}

/** A category the tree lacks, asked of getVirtualCategoryByCode; undefined when the backend knows none of that code (it says no, or sends nothing). */
export async function askCategory(api: ApiClient, code: string, signal: AbortSignal): Promise<VirtualCategory | undefined> {
  try {
    return (await fetchVirtualCategoryByCode(api, code, signal)).data ?? undefined;
  } catch (error) {
    if (error instanceof UnsuccessfulError) return undefined;
    throw error;
  }
}

/**
 * The loader of a section's category page (/products/{nav1}, /collections/{nav1}): the category from the cached tree
 * (a local lookup); a code the tree lacks is asked of getVirtualCategoryByCode, and one the backend does not know either
 * is not found (404). A leaf category has no page of its own: it redirects to its product list.
 */
export const categoryLoader = (section: CatalogueSection) => async ({ params, request, context }: LoaderFunctionArgs) => {
  const code = params.nav1 ?? '';
  const loaded: Loaded<CategoryData> = await load(`category ${code}`, async () => {
    const tree = await siteCategoryTree(context, request.signal).catch((error: unknown) => {
      console.warn(`[category] tree failed: ${(error as Error).message}`);
      return [];
    });
    const trail = categoryTrail(tree, code);
    const found = trail[trail.length - 1];
    if (found) return { category: found, trail };
    const asked = await askCategory(apiOf(context), code, request.signal);
    return asked ? { category: asked, trail: [asked] } : empty(`no category ${code}`);
  });
  if (loaded.status === 'ok') {
    const { category, trail } = loaded.data;
    if (isLeaf(category) && category.subList.length === 0) throw replace(section.href(category, trail[trail.length - 2]?.virtualCategoryCode));
  }
  return isGone(loaded) ? notFound(loaded) : pageData(loaded, [loaded]);
};
