import type { CmsSearchPage } from '../../schemas/api/cms-search';
import { callEndpoint } from './call-endpoint';
import type { ApiClient } from './client';

/** One page of the news matching a keyword (ASSUMED body, see schemas/api/cms-search.ts); throws when unsuccessful. */
export async function fetchCmsNewsHits(client: ApiClient, query: { keyword: string; pageNum: number; pageSize: number }, signal?: AbortSignal): Promise<CmsSearchPage> {
  const json = { keyword: query.keyword, storeCode: client.config.storeCode, pageNum: query.pageNum, pageSize: query.pageSize };
  return (await callEndpoint(client, 'cmsSearch', { json, signal })).data;
}
