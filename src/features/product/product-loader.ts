import type { LoaderFunctionArgs } from 'react-router-dom';
import { keepCanonical } from '../../lib/canonical-redirect';
import type { ProductDetail, ProductDetailData } from '../../../schemas/api/product';
import { empty, load, type Loaded } from '../../api/load';
import { fetchProductDetail } from '../../api/product';
import { apiClient } from '../../config/client';
import { categoryTrail } from '../shared/category/category-cache';
import { siteCategoryTree } from '../shared/category/category-tree';

/** A product page's data: the detail answer with its productDetail present. */
export type ProductData = ProductDetailData & {
  productDetail: ProductDetail;
  /** The name of the ?vc= category when the product's own list lacks it (a parent category's list), from the category tree. */
  vcName?: string;
};

/** A category's name in the site's category tree; null when the tree lacks it, undefined when the tree cannot be had (the root loader warns). */
const treeCategoryName = (code: string, signal: AbortSignal): Promise<string | null | undefined> =>
  siteCategoryTree(signal).then(
    (tree) => categoryTrail(tree, code).at(-1)?.virtualCategoryName ?? null,
    () => undefined,
  );

/**
 * The product route's loader, run again on every slug change: the product call needs success and errorCode 0;
 * a successful answer without productDetail is empty (the page toasts and goes home).
 */
export async function productLoader({ params, request }: LoaderFunctionArgs): Promise<Loaded<ProductData>> {
  const slug = params.slug ?? '';
  const vc = new URL(request.url).searchParams.get('vc');
  // Asked beside the product (the tree call is shared and cached), read only when the product's own list lacks ?vc=.
  const vcName = vc ? treeCategoryName(vc, request.signal) : undefined;
  let unknownVc = false;
  const loaded = await load(`product ${slug}`, async () => {
    const { data } = await fetchProductDetail(apiClient, slug, request.signal);
    if (!data?.productDetail) return empty('a successful answer without productDetail');
    const own = data.productDetail.virtualCategoryList.some((category) => category.code === vc);
    const name = own ? undefined : await vcName;
    unknownVc = name === null;
    return { ...data, productDetail: data.productDetail, ...(name ? { vcName: name } : {}) };
  });
  // A ?vc= that no category has: the product's own address (no cached copy for a made-up one).
  if (unknownVc) keepCanonical(request, new URLSearchParams());
  return loaded;
}
