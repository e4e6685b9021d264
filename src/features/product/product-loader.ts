import type { LoaderFunctionArgs } from 'react-router-dom';
import { keepCanonical } from '../../lib/canonical-redirect';
import type { VirtualCategory } from '../../../schemas/api/category';
import type { ProductDetail, ProductDetailData } from '../../../schemas/api/product';
import { empty, load, type Loaded } from '../../api/load';
import { fetchProductDetail } from '../../api/product';
import { apiClient } from '../../config/client';
import { parseBlocks, type Block } from '../../engine/parse';
import { categoryTrail } from '../shared/category/category-cache';
import { siteCategoryTree } from '../shared/category/category-tree';
import { isGone, notFound, pageData } from '../../lib/page-status';

/** A product page's data: the detail answer with its productDetail present, its pageModelContents parsed into blocks. */
export type ProductData = Pick<ProductDetailData, 'groupProducts'> & {
  productDetail: ProductDetail;
  /** The CMS blocks of pageModelContents, parsed here once (storyBasicConfig configures the page: no block). */
  blocks: Block[];
  /**
   * The page's category (?vc=, else the product's first) and those above it, from the catalogue's root down, as its
   * listing's breadcrumbs show them; empty when the category tree lacks it or cannot be had (the root loader warns).
   */
  trail: VirtualCategory[];
};

/**
 * The product route's loader, run again on every slug change: the product call needs success and errorCode 0;
 * a successful answer without productDetail is empty (the page toasts and goes home).
 */
export async function productLoader({ params, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const vc = new URL(request.url).searchParams.get('vc');
  // Asked beside the product (the tree call is shared and cached); a tree that cannot be had leaves the trail empty.
  const tree = siteCategoryTree(request.signal).catch(() => undefined);
  let unknownVc = false;
  const loaded: Loaded<ProductData> = await load(`product ${slug}`, async () => {
    const { data } = await fetchProductDetail(apiClient, slug, request.signal);
    if (!data?.productDetail) return empty('a successful answer without productDetail');
    const categories = await tree;
    const code = vc ?? data.productDetail.virtualCategoryList[0]?.code;
    const trail = categories && code ? categoryTrail(categories, code) : [];
    unknownVc = vc !== null && categories !== undefined && trail.length === 0 && !data.productDetail.virtualCategoryList.some((c) => c.code === vc);
    return { productDetail: data.productDetail, groupProducts: data.groupProducts, trail, blocks: parseBlocks(data.pageModelContents).blocks };
  });
  // A ?vc= that no category has: the product's own address (no cached copy for a made-up one).
  if (unknownVc) keepCanonical(request, new URLSearchParams());
  // No productDetail, or the server saying this product is not to be had: a crawler is told it is not found.
  return isGone(loaded) ? notFound(loaded) : pageData(loaded, [loaded]);
}
