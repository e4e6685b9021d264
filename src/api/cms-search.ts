import { cmsSearchResponseSchema, type CmsSearchPage } from '../../schemas/api/cms-search';
import type { ApiClient } from './client';
import { parseResponse, requireOk } from './contract';
import { endpoints } from './endpoints';

/** One page of the news matching a keyword (CMS search: no token; ASSUMED body, see schemas/api/cms-search.ts); throws when unsuccessful. */
export async function fetchCmsNewsHits(client: ApiClient, query: { keyword: string; pageNum: number; pageSize: number }, signal?: AbortSignal): Promise<CmsSearchPage> {
  const json = { keyword: query.keyword, storeCode: client.config.storeCode, pageNum: query.pageNum, pageSize: query.pageSize };
  const body = await client.post(endpoints.cmsSearch, { token: false, json, ...(signal ? { signal } : {}) });
  return requireOk(parseResponse(cmsSearchResponseSchema, body, endpoints.cmsSearch), endpoints.cmsSearch, 'success').data;
}
