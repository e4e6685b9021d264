import type { NewsCatalog, NewsDetail, NewsPage, NewsPageRequest } from '../../schemas/api/news';
import { callEndpoint } from './call-endpoint';
import type { ApiClient } from './client';

/** The news catalogues of a channel; throws when unsuccessful. */
export async function fetchNewsCatalogs(client: ApiClient, channelCode: string, signal?: AbortSignal): Promise<NewsCatalog[]> {
  return (await callEndpoint(client, 'newsCatalogs', { searchParams: { channelCode }, signal })).data;
}

/** One page of news; throws when unsuccessful. */
export async function fetchNewsPage(client: ApiClient, request: NewsPageRequest, signal?: AbortSignal): Promise<NewsPage> {
  return (await callEndpoint(client, 'newsPage', { json: request, signal })).data;
}

/** One article, or null when the backend does not know the id; throws when unsuccessful. */
export async function fetchNewsDetail(client: ApiClient, id: string, signal?: AbortSignal): Promise<NewsDetail | null> {
  return (await callEndpoint(client, 'newsDetail', { searchParams: { id }, signal })).data ?? null;
}
