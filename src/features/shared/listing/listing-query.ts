import type { ListingQuery, SearchFilter } from '../../../../schemas/api/listing';

/** Products per listing page. */
export const LISTING_PAGE_SIZE = 12;
/** Query-string keys that are not filters. */
const RESERVED = new Set(['page', 'sort', 'keyword', 'isAll', 'vc']);
/** What a listing is of, which its filters' form sends again with every choice (the sort, filters and page are its own). */
export const KEPT_BY_FILTERS: ReadonlySet<string> = new Set(['keyword', 'isAll']);

/** The page number in the URL: a positive integer, else 1. */
export function pageFromUrl(params: URLSearchParams): number {
  const raw = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
}

/** The listing query the URL holds: every other key is a filter code with its chosen values (repeated keys). */
export function listingQueryFromUrl(params: URLSearchParams, scope: Pick<ListingQuery, 'virtualCategoryCode' | 'keyword'>): ListingQuery {
  const filters: Record<string, string[]> = {};
  for (const [key, value] of params) {
    if (RESERVED.has(key) || value === '') continue;
    const chosen = (filters[key] ??= []);
    if (!chosen.includes(value)) chosen.push(value);
  }
  const sort = params.get('sort');
  return { ...scope, filters, ...(sort ? { sort } : {}) };
}

/** The URL without any filter (sort and keyword kept). */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of params) if (RESERVED.has(key) && key !== 'page') next.append(key, value);
  return next;
}

/**
 * The query of a listing as far as its backend offers it: every filter code and option, and the sort, that the backend
 * lists for it, the page (up to the last), the keyword and the all-series flag; anything else (an option no longer
 * offered, a campaign tag, a key of anyone's making) is left out, the order kept.
 */
export function offeredQuery(params: URLSearchParams, facets: SearchFilter, pages: number): URLSearchParams {
  const offered = new Map(facets.filters.map((f) => [f.filterCode, new Set(f.options.map((o) => String(o.value)))]));
  const sorts = new Set(facets.sorts.map((s) => s.sortCode));
  const page = Math.min(pageFromUrl(params), pages);
  const kept = new URLSearchParams();
  for (const [key, value] of params) {
    if (key === 'page') {
      if (page > 1 && !kept.has(key)) kept.append(key, String(page));
    } else if (key === 'keyword' || key === 'isAll' || (key === 'sort' && sorts.has(value)) || offered.get(key)?.has(value)) kept.append(key, value);
  }
  return kept;
}
