import { newsCatalogsResponseSchema, newsDetailResponseSchema, newsPageResponseSchema, type NewsCatalog, type NewsDetail, type NewsPage, type NewsPageRequest } from '../../schemas/api/news';
import type { ApiClient } from './client';
import { parseResponse, requireOk } from './contract';
import { endpoints } from './endpoints';

// News calls go without the token.

/** The news catalogues of a channel; throws when unsuccessful. */
export async function fetchNewsCatalogs(client: ApiClient, channelCode: string, signal?: AbortSignal): Promise<NewsCatalog[]> {
  const body = await client.get(endpoints.newsCatalogs, { token: false, searchParams: { channelCode }, ...(signal ? { signal } : {}) });
  return requireOk(parseResponse(newsCatalogsResponseSchema, body, endpoints.newsCatalogs), endpoints.newsCatalogs, 'success').data;
}

/** One page of news; throws when unsuccessful. */
export async function fetchNewsPage(client: ApiClient, request: NewsPageRequest, signal?: AbortSignal): Promise<NewsPage> {
  const body = await client.post(endpoints.newsPage, { token: false, json: request, ...(signal ? { signal } : {}) });
  return requireOk(parseResponse(newsPageResponseSchema, body, endpoints.newsPage), endpoints.newsPage, 'success').data;
}

/** One article, or null when the backend does not know the id; throws when unsuccessful. */
export async function fetchNewsDetail(client: ApiClient, id: string, signal?: AbortSignal): Promise<NewsDetail | null> {
  const body = await client.get(endpoints.newsDetail, { token: false, searchParams: { id }, ...(signal ? { signal } : {}) });
  return requireOk(parseResponse(newsDetailResponseSchema, body, endpoints.newsDetail), endpoints.newsDetail, 'success').data ?? null;
}
