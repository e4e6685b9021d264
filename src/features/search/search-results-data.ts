import type { LoaderFunctionArgs } from 'react-router-dom';
import type { CmsSearchPage } from '../../../schemas/api/cms-search';
import { fetchCmsNewsHits } from '../../api/cms-search';
import { empty, load, type Loaded } from '../../api/load';
import { apiOf } from '../../config/client';
import { searchListingLoader, type ListingData } from '../shared/listing/listing-loader';
import { pageData } from '../shared/page-answer/page-status';

/** News hits shown under the products: the first page of the CMS search. */
export const NEWS_HITS_PAGE_SIZE = 6;

/** The search results page's data: the products and the news matching the keyword, each loaded on its own. */
export interface SearchResultsData {
  products: Loaded<ListingData>;
  news: Loaded<CmsSearchPage>;
}

/** /search-results-page?keyword=...: the product listing and the CMS news search, in parallel; neither failure hides the other. */
export async function searchResultsLoader(args: LoaderFunctionArgs) {
  const keyword = new URL(args.request.url).searchParams.get('keyword')?.trim() ?? '';
  const [products, news] = await Promise.all([
    searchListingLoader(args),
    load(`news search ${keyword}`, async () => {
      if (!keyword) return empty('no keyword to search for');
      const page = await fetchCmsNewsHits(apiOf(args.context), { keyword, pageNum: 1, pageSize: NEWS_HITS_PAGE_SIZE }, args.request.signal);
      return page.list.length > 0 ? page : empty('no news matches the keyword');
    }),
  ]);
  return pageData<SearchResultsData>({ products, news }, [products, news]);
}
