import type { LoaderFunctionArgs } from 'react-router-dom';
import type { VirtualCategory } from '../../../../schemas/api/category';
import type { ListingQuery, ProductPage, SearchFilter } from '../../../../schemas/api/listing';
import { fetchProductPage, fetchSearchFilter } from '../../../api/catalogue';
import { empty, load, type Loaded } from '../../../api/load';
import { apiOf, type RequestContext } from '../../../config/client';
import { categoryTrail } from '../category/category-cache';
import { siteCategoryTree } from '../category/category-tree';
import { keepCanonical } from '../page-answer/canonical-redirect';
import { askCategory } from '../category/category-loader';
import { LISTING_PAGE_SIZE, listingQueryFromUrl, offeredQuery, pageFromUrl } from './listing-query';
import { notFound, pageData } from '../page-answer/page-status';

/** A listing's data: where it sits, the filters and sorts offered, and one page of products. */
export interface ListingData {
  /** The categories from the root down to the listed one (empty for a keyword search or an unknown code). */
  trail: VirtualCategory[];
  query: ListingQuery;
  facets: SearchFilter;
  page: ProductPage;
}

/** A listing whose backend sent no facets: nothing known to be offered (kept as this one object, which tells it apart). */
const NO_FACETS: SearchFilter = { filters: [], sorts: [] };

/** Filters, sorts and the page the URL asks for, fetched together. */
async function loadListing(context: RequestContext, scope: Pick<ListingQuery, 'virtualCategoryCode' | 'keyword'>, request: Request, trail: Promise<VirtualCategory[]>): Promise<ListingData> {
  const params = new URL(request.url).searchParams;
  const query = listingQueryFromUrl(params, scope);
  const pageNum = pageFromUrl(params);
  const [facets, page, categories] = await Promise.all([
    fetchSearchFilter(apiOf(context), { ...scope, filters: {} }, request.signal),
    fetchProductPage(apiOf(context), query, { pageNum, pageSize: LISTING_PAGE_SIZE }, request.signal),
    trail,
  ]);
  return {
    trail: categories,
    query,
    facets: facets.data ?? NO_FACETS,
    page: page.data ?? { list: [], total: 0, pageNum, pageSize: LISTING_PAGE_SIZE },
  };
}

/**
 * Keeps a listing that loaded at its own address: a query asking for filters, sorts or pages its backend does not offer
 * is sent to the query it does (when the backend sent its facets, so the offer is known).
 */
function atOwnAddress(request: Request, loaded: Loaded<ListingData>): void {
  if (loaded.status !== 'ok' || loaded.data.facets === NO_FACETS) return;
  const { facets, page } = loaded.data;
  keepCanonical(request, offeredQuery(new URL(request.url).searchParams, facets, Math.max(1, Math.ceil(page.total / page.pageSize))));
}

/**
 * /products/{nav1}/{nav2} and /products/category/{code}: the products of a category, filtered, sorted and paged by
 * the URL; a code that neither the tree nor the backend knows is empty (the page's 404).
 */
export async function categoryListingLoader({ params, request, context }: LoaderFunctionArgs) {
  const code = params.nav2 ?? params.code ?? '';
  const known = siteCategoryTree(context, request.signal).then(
    (tree) => categoryTrail(tree, code),
    (error: unknown) => {
      // The tree only names the listing and its breadcrumbs: the products still show without it.
      console.warn(`[category] tree failed: ${(error as Error).message}`);
      return undefined;
    },
  );
  const loaded = await load(`listing ${code}`, async () => {
    const listing = await loadListing(context, { virtualCategoryCode: code }, request, known.then((trail) => trail ?? []));
    if ((await known)?.length === 0 && !(await askCategory(apiOf(context), code, request.signal))) return empty(`no category ${code}`);
    return listing;
  });
  atOwnAddress(request, loaded);
  return loaded.status === 'empty' ? notFound(loaded) : pageData(loaded, [loaded]);
}

/** /search-results-page?keyword=...: the products matching the keyword, paged by the URL. */
export async function searchListingLoader({ request, context }: LoaderFunctionArgs): Promise<Loaded<ListingData>> {
  const keyword = new URL(request.url).searchParams.get('keyword')?.trim() ?? '';
  const loaded = await load(`search ${keyword}`, async () => (keyword ? loadListing(context, { keyword }, request, Promise.resolve([])) : empty('no keyword to search for')));
  atOwnAddress(request, loaded);
  return loaded;
}
