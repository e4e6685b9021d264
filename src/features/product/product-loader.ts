import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ProductDetail, ProductDetailData } from '../../../schemas/api/product';
import { empty, load, type Loaded } from '../../api/load';
import { fetchProductDetail } from '../../api/product';
import { apiClient } from '../../config/client';
import { flattenCategories } from '../shared/category/category-cache';
import { siteCategoryTree } from '../shared/category/category-tree';

/** A product page's data: the detail answer with its productDetail present. */
export type ProductData = ProductDetailData & {
  productDetail: ProductDetail;
  /** The name of the category ?vc= names when the product's own list lacks it (a parent category's list linked it). */
  vcName?: string;
};

/** A category's name from the site's tree; undefined when the tree cannot be had or has no such code. */
const categoryName = async (code: string): Promise<string | undefined> =>
  flattenCategories(await siteCategoryTree().catch(() => [])).find((c) => c.virtualCategoryCode === code)?.virtualCategoryName || undefined;

/**
 * The product route's loader, run again on every slug or query change: the product call needs success and errorCode 0;
 * a successful answer without productDetail is empty (the page toasts and goes home). The ?vc= category's name comes
 * with the data, so the server's breadcrumbs and the browser's are the same.
 */
export function productLoader({ params, request }: LoaderFunctionArgs): Promise<Loaded<ProductData>> {
  const slug = params.slug ?? '';
  const vc = new URL(request.url).searchParams.get('vc');
  return load(`product ${slug}`, async () => {
    const { data } = await fetchProductDetail(apiClient, slug, request.signal);
    if (!data?.productDetail) return empty('a successful answer without productDetail');
    const own = vc === null || data.productDetail.virtualCategoryList.some((c) => c.code === vc);
    const vcName = own ? undefined : await categoryName(vc);
    return { ...data, productDetail: data.productDetail, ...(vcName ? { vcName } : {}) };
  });
}
