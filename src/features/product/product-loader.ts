import type { LoaderFunctionArgs } from 'react-router-dom';
import { keepCanonical } from '../shared/page-answer/canonical-redirect';
import type { VirtualCategory } from '../../../schemas/api/category';
import type { ProductDetail, ProductDetailData } from '../../../schemas/api/product';
import { empty, load, type Loaded } from '../../api/load';
import { fetchProductDetail } from '../../api/product';
import { fetchStoreByCode } from '../../api/store';
import { apiOf, type RequestContext } from '../../config/client';
import { keptCall } from '../shared/kept-calls/kept-calls';
import { parseBlocks, type Block } from '../../engine/parse';
import { GALLERY_PARAM, IMAGE_PARAM } from '../../engine/paths';
import { categoryTrail } from '../shared/category/category-cache';
import { siteCategoryTree } from '../shared/category/category-tree';
import { loadSiteSettings } from '../shared/store/site-settings';
import { isGone, notFound, pageData } from '../shared/page-answer/page-status';
import { CAROUSEL_MAX, GALLERY_MAX, pictureIndex, productImages } from './product-fields';

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
  /** The phone of the site settings' boutique (the buy dialog's fallback store), which the settings do not hold; null when it has none. */
  boutiquePhone: BoutiquePhone | null;
};

/** A store's phone, with the code of the store it belongs to. */
export interface BoutiquePhone {
  code: string;
  phone: string;
}

/**
 * The phone of the settings' boutique, looked up by its code as the store popup does; null when the settings name no
 * store, it is not open or has no phone, or a call fails (which costs the phone alone, never the page).
 */
async function boutiquePhone(context: RequestContext, signal: AbortSignal): Promise<BoutiquePhone | null> {
  const settings = await loadSiteSettings(context);
  const code = settings.status === 'ok' ? settings.data.flagshipStoreCode : '';
  if (!code) return null;
  // Every product page asks for the same store: the server keeps its answer as it keeps the frame's.
  const store = await load(`store ${code}`, () => keptCall(context, `store ${code}`, () => fetchStoreByCode(apiOf(context), code, signal)));
  const found = store.status === 'ok' ? store.data : null;
  return found?.openStatus && found.linkPhone ? { code, phone: found.linkPhone } : null;
}

/** `search` without a picture parameter that names a picture the product does not have (of its carousel, of its gallery). */
function picturesItHas(search: URLSearchParams, product: ProductDetail): URLSearchParams {
  const counts: Record<string, number> = { [IMAGE_PARAM]: productImages(product, CAROUSEL_MAX).length, [GALLERY_PARAM]: productImages(product, GALLERY_MAX).length };
  return new URLSearchParams([...search].filter(([key, value]) => counts[key] === undefined || pictureIndex(value, counts[key]) !== null));
}

/**
 * The product route's loader, run again on every slug change: the product call needs success and errorCode 0;
 * a successful answer without productDetail is empty (the page toasts and goes home).
 */
export async function productLoader({ params, request, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const { searchParams } = new URL(request.url);
  const vc = searchParams.get('vc');
  // Asked beside the product (the tree call is shared and cached); a tree that cannot be had leaves the trail empty.
  const tree = siteCategoryTree(context, request.signal).catch(() => undefined);
  const phone = boutiquePhone(context, request.signal);
  let unknownVc = false;
  const loaded: Loaded<ProductData> = await load(`product ${slug}`, async () => {
    const { data } = await fetchProductDetail(apiOf(context), slug, request.signal);
    if (!data?.productDetail) return empty('a successful answer without productDetail');
    const categories = await tree;
    const code = vc ?? data.productDetail.virtualCategoryList[0]?.code;
    const trail = categories && code ? categoryTrail(categories, code) : [];
    unknownVc = vc !== null && categories !== undefined && trail.length === 0 && !data.productDetail.virtualCategoryList.some((c) => c.code === vc);
    return { productDetail: data.productDetail, groupProducts: data.groupProducts, trail, blocks: parseBlocks(data.pageModelContents).blocks, boutiquePhone: await phone };
  });
  // A ?vc= that no category has: the product's own address (no cached copy for a made-up one).
  if (unknownVc) keepCanonical(request, new URLSearchParams());
  // A picture it does not have: the address without it.
  if (loaded.status === 'ok') keepCanonical(request, picturesItHas(searchParams, loaded.data.productDetail));
  // No productDetail, or the server saying this product is not to be had: a crawler is told it is not found.
  return isGone(loaded) ? notFound(loaded) : pageData(loaded, [loaded]);
}
