// The news lists' paging, without the API: the list pages read it while they render and hydrate.

/** News items per list page. */
export const NEWS_PAGE_SIZE = 6;

/** The page number of a URL (`?page=`), 1 when missing or not a positive whole number. */
export function pageOf(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}
