import type { LoaderFunctionArgs } from 'react-router-dom';
import type { VirtualCategory } from '../../../../schemas/api/category';
import type { ListingQuery, ProductPage, SearchFilter } from '../../../../schemas/api/listing';
import { fetchProductPage, fetchSearchFilter } from '../../../api/catalogue';
import { empty, load, type Loaded } from '../../../api/load';
import { apiClient } from '../../../config/client';
import { categoryTrail } from '../category/category-cache';
import { siteCategoryTree } from '../category/category-tree';
import { LISTING_PAGE_SIZE, listingQueryFromUrl, pageFromUrl } from './listing-query';

/** A listing's data: where it sits, the filters and sorts offered, and one page of products. */
export interface ListingData {
  /** The categories from the root down to the listed one (empty for a keyword search or an unknown code). */
  trail: VirtualCategory[];
  query: ListingQuery;
  facets: SearchFilter;
  page: ProductPage;
}

const NO_FACETS: SearchFilter = { filters: [], sorts: [] };

/** Filters, sorts and the page the URL asks for, fetched together. */
async function loadListing(scope: Pick<ListingQuery, 'virtualCategoryCode' | 'keyword'>, request: Request, trail: Promise<VirtualCategory[]>): Promise<ListingData> {
  const params = new URL(request.url).searchParams;
  const query = listingQueryFromUrl(params, scope);
  const pageNum = pageFromUrl(params);
  const [facets, page, categories] = await Promise.all([
    fetchSearchFilter(apiClient, { ...scope, filters: {} }, request.signal),
    fetchProductPage(apiClient, query, { pageNum, pageSize: LISTING_PAGE_SIZE }, request.signal),
    trail,
  ]);
  return {
    trail: categories,
    query,
    facets: facets.data ?? NO_FACETS,
    page: page.data ?? { list: [], total: 0, pageNum, pageSize: LISTING_PAGE_SIZE },
  };
}

/** /products/{nav1}/{nav2} and /products/category/{code}: the products of a category, filtered, sorted and paged by the URL. */
export function categoryListingLoader({ params, request }: LoaderFunctionArgs): Promise<Loaded<ListingData>> {
  const code = params.nav2 ?? params.code ?? '';
  const trail = siteCategoryTree(request.signal)
    .then((tree) => categoryTrail(tree, code))
    .catch((error: unknown) => {
      // The tree only names the listing and its breadcrumbs: the products still show without it.
      console.warn(`[category] tree failed: ${(error as Error).message}`);
      return [];
    });
  return load(`listing ${code}`, () => loadListing({ virtualCategoryCode: code }, request, trail));
}

/** /search-results-page?keyword=...: the products matching the keyword, paged by the URL. */
export function searchListingLoader({ request }: LoaderFunctionArgs): Promise<Loaded<ListingData>> {
  const keyword = new URL(request.url).searchParams.get('keyword')?.trim() ?? '';
  return load(`search ${keyword}`, async () => (keyword ? loadListing({ keyword }, request, Promise.resolve([])) : empty('no keyword to search for')));
}
