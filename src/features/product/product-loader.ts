import type { LoaderFunctionArgs } from 'react-router-dom';
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

/** A category's name in the site's category tree; undefined when the tree lacks it or cannot be had (the root loader warns). */
const treeCategoryName = (code: string, signal: AbortSignal): Promise<string | undefined> =>
  siteCategoryTree(signal).then(
    (tree) => categoryTrail(tree, code).at(-1)?.virtualCategoryName || undefined,
    () => undefined,
  );

/**
 * The product route's loader, run again on every slug change: the product call needs success and errorCode 0;
 * a successful answer without productDetail is empty (the page toasts and goes home).
 */
export function productLoader({ params, request }: LoaderFunctionArgs): Promise<Loaded<ProductData>> {
  const slug = params.slug ?? '';
  const vc = new URL(request.url).searchParams.get('vc');
  // Asked beside the product (the tree call is shared and cached), read only when the product's own list lacks ?vc=.
  const vcName = vc ? treeCategoryName(vc, request.signal) : undefined;
  return load(`product ${slug}`, async () => {
    const { data } = await fetchProductDetail(apiClient, slug, request.signal);
    if (!data?.productDetail) return empty('a successful answer without productDetail');
    const own = data.productDetail.virtualCategoryList.some((category) => category.code === vc);
    const name = own ? undefined : await vcName;
    return { ...data, productDetail: data.productDetail, ...(name ? { vcName: name } : {}) };
  });
}
