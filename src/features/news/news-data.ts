import type { LoaderFunctionArgs } from 'react-router-dom';
import type { NewsCatalog, NewsDetail, NewsPage } from '../../../schemas/api/news';
import { empty, load, type Loaded } from '../../api/load';
import { fetchNewsCatalogs, fetchNewsDetail, fetchNewsPage } from '../../api/news';
import type { ApiClient } from '../../api/client';
import { apiOf } from '../../config/client';
import { preloadRichText } from '../../ui/preload-rich-text';
import { CHANNEL_CODE } from '../../../schemas/site-constants';
import { keepCanonical } from '../shared/page-answer/canonical-redirect';
import { notFound, pageData } from '../shared/page-answer/page-status';
import { NEWS_PAGE_SIZE, pageOf } from './news-paging';

/** One page of news: empty when there is no news at all; a page past the last has an empty list. */
function loadPage(api: ApiClient, catalogId: string | undefined, pageNum: number, signal: AbortSignal): Promise<Loaded<NewsPage>> {
  return load(`news page ${catalogId ?? 'all'} ${pageNum}`, async () => {
    const page = await fetchNewsPage(api, { channelCode: CHANNEL_CODE, ...(catalogId ? { catalogId } : {}), pageNum, pageSize: NEWS_PAGE_SIZE }, signal);
    return page.total > 0 ? page : empty('no news');
  });
}

/** The query of a news list at its own address: the catalogue when one was chosen, the page up to the last. */
function ownQuery(page: Loaded<NewsPage>, pageNum: number, catalogId?: string): URLSearchParams {
  const query = new URLSearchParams(catalogId ? { catalog: catalogId } : {});
  const last = page.status === 'ok' ? Math.max(1, Math.ceil(page.data.total / page.data.pageSize)) : pageNum;
  if (Math.min(pageNum, last) > 1) query.set('page', String(Math.min(pageNum, last)));
  return query;
}

/** /news: the catalogues as tabs (`?catalog=<id>`, the first by default) and the page of the chosen one (`?page=`). */
export interface NewsListData {
  catalogs: NewsCatalog[];
  catalog: NewsCatalog | null;
  pageNum: number;
  page: Loaded<NewsPage>;
}

/** The /news loader: the catalogues first (their failure fails the page), then the chosen catalogue's page. */
export async function newsListLoader({ request, context }: LoaderFunctionArgs): Promise<Loaded<NewsListData>> {
  const url = new URL(request.url);
  const catalogs = await load('news catalogues', () => fetchNewsCatalogs(apiOf(context), CHANNEL_CODE, request.signal));
  if (catalogs.status !== 'ok') return catalogs;
  const chosen = catalogs.data.find((c) => c.id === url.searchParams.get('catalog'));
  const catalog = chosen ?? catalogs.data[0] ?? null;
  const pageNum = pageOf(url);
  const page = await loadPage(apiOf(context), catalog?.id, pageNum, request.signal);
  // An unknown catalogue or a page past the last: the list's own address (no cached copy for any made-up one).
  keepCanonical(request, ownQuery(page, pageNum, chosen?.id));
  return { status: 'ok', data: { catalogs: catalogs.data, catalog, pageNum, page } };
}

/** The /latest-news loader: every catalogue, newest first, paged (`?page=`). */
/** /latest-news's data: the page asked for and its news. */
export interface LatestNewsData {
  pageNum: number;
  page: Loaded<NewsPage>;
}

export async function latestNewsLoader({ request, context }: LoaderFunctionArgs): Promise<LatestNewsData> {
  const pageNum = pageOf(new URL(request.url));
  const page = await loadPage(apiOf(context), undefined, pageNum, request.signal);
  keepCanonical(request, ownQuery(page, pageNum));
  return { pageNum, page };
}

/** The /news/{id} loader: the article, empty (a not-found state, 404) when the backend does not know the id. */
export async function newsDetailLoader({ params, request, context }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  // The article body is rich text: its sanitiser is fetched beside the article, so the body renders at once.
  const loaded: Loaded<NewsDetail> = await load(`news ${id}`, async () => (await Promise.all([fetchNewsDetail(apiOf(context), id, request.signal), preloadRichText()]))[0] ?? empty(`no article ${id}`));
  return loaded.status === 'empty' ? notFound(loaded) : pageData(loaded, [loaded]);
}
