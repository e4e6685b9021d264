import type { LoaderFunctionArgs } from 'react-router-dom';
import type { NewsCatalog, NewsDetail, NewsPage } from '../../../schemas/api/news';
import { empty, load, type Loaded } from '../../api/load';
import { fetchNewsCatalogs, fetchNewsDetail, fetchNewsPage } from '../../api/news';
import { apiClient } from '../../config/client';
import { loadRichText } from '../../ui/rich-text-loader';
import { CHANNEL_CODE } from '../../../schemas/build-settings';

/** News items per list page. */
export const NEWS_PAGE_SIZE = 6;

/** The page number of a URL (`?page=`), 1 when missing or not a positive whole number. */
export function pageOf(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** One page of news: empty when the page has no item (none at all, or past the last page). */
function loadPage(catalogId: string | undefined, pageNum: number, signal: AbortSignal): Promise<Loaded<NewsPage>> {
  return load(`news page ${catalogId ?? 'all'} ${pageNum}`, async () => {
    const page = await fetchNewsPage(apiClient, { channelCode: CHANNEL_CODE, ...(catalogId ? { catalogId } : {}), pageNum, pageSize: NEWS_PAGE_SIZE }, signal);
    return page.list.length > 0 ? page : empty(page.total > 0 ? 'past the last page' : 'no news');
  });
}

/** /news: the catalogues as tabs (`?catalog=<id>`, the first by default) and the page of the chosen one (`?page=`). */
export interface NewsListData {
  catalogs: NewsCatalog[];
  catalog: NewsCatalog | null;
  pageNum: number;
  page: Loaded<NewsPage>;
}

/** The /news loader: the catalogues first (their failure fails the page), then the chosen catalogue's page. */
export async function newsListLoader({ request }: LoaderFunctionArgs): Promise<Loaded<NewsListData>> {
  const url = new URL(request.url);
  const catalogs = await load('news catalogues', () => fetchNewsCatalogs(apiClient, CHANNEL_CODE, request.signal));
  if (catalogs.status !== 'ok') return catalogs;
  const catalog = catalogs.data.find((c) => c.id === url.searchParams.get('catalog')) ?? catalogs.data[0] ?? null;
  const pageNum = pageOf(url);
  return { status: 'ok', data: { catalogs: catalogs.data, catalog, pageNum, page: await loadPage(catalog?.id, pageNum, request.signal) } };
}

/** The /latest-news loader: every catalogue, newest first, paged (`?page=`). */
/** /latest-news's data: the page asked for and its news. */
export interface LatestNewsData {
  pageNum: number;
  page: Loaded<NewsPage>;
}

export async function latestNewsLoader({ request }: LoaderFunctionArgs): Promise<LatestNewsData> {
  const pageNum = pageOf(new URL(request.url));
  return { pageNum, page: await loadPage(undefined, pageNum, request.signal) };
}

/** The /news/{id} loader: the article, empty (a not-found state) when the backend does not know the id. */
export function newsDetailLoader({ params, request }: LoaderFunctionArgs): Promise<Loaded<NewsDetail>> {
  const id = params.id ?? '';
  // The article body is rich text: its sanitiser is fetched beside the article, so the body renders at once.
  return load(`news ${id}`, async () => (await Promise.all([fetchNewsDetail(apiClient, id, request.signal), loadRichText()]))[0] ?? empty(`no article ${id}`));
}
