import { virtualCategoryListResponseSchema, virtualCategoryResponseSchema } from '../../schemas/api/category';
import { productPageResponseSchema, searchFilterResponseSchema, type ListingQuery } from '../../schemas/api/listing';
import type { ApiClient } from './client';
import { parseResponse, requireOk } from './contract';
import { endpoints } from './endpoints';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The virtual category tree (pageNum 1, pageSize 100, queryParam.storeCode; no token). */
export async function fetchVirtualCategoryList(client: ApiClient, signal?: AbortSignal) {
  const json = { pageNum: 1, pageSize: 100, queryParam: { storeCode: client.config.storeCode } };
  const body = await client.post(endpoints.virtualCategoryList, { token: false, json, ...withSignal(signal) });
  return requireOk(parseResponse(virtualCategoryListResponseSchema, body, endpoints.virtualCategoryList), endpoints.virtualCategoryList, 'success');
}

/** One virtual category by code, form-urlencoded (ASSUMED fields: virtualCategoryCode and storeCode; no token). */
export async function fetchVirtualCategoryByCode(client: ApiClient, code: string, signal?: AbortSignal) {
  const form = new URLSearchParams({ virtualCategoryCode: code, storeCode: client.config.storeCode });
  const body = await client.post(endpoints.virtualCategoryByCode, { token: false, body: form, ...withSignal(signal) });
  return requireOk(parseResponse(virtualCategoryResponseSchema, body, endpoints.virtualCategoryByCode), endpoints.virtualCategoryByCode, 'success');
}

/** The filters and sort orders of a listing (token; ASSUMED body {queryParam}). */
export async function fetchSearchFilter(client: ApiClient, query: ListingQuery, signal?: AbortSignal) {
  const json = { queryParam: { storeCode: client.config.storeCode, storeId: client.config.storeId, ...query } };
  const body = await client.post(endpoints.productSearchFilter, { token: true, json, ...withSignal(signal) });
  return requireOk(parseResponse(searchFilterResponseSchema, body, endpoints.productSearchFilter), endpoints.productSearchFilter, 'success');
}

/** One page of a listing (token; ASSUMED body {pageNum, pageSize, queryParam}). */
export async function fetchProductPage(client: ApiClient, query: ListingQuery, page: { pageNum: number; pageSize: number }, signal?: AbortSignal) {
  const json = { ...page, queryParam: { storeCode: client.config.storeCode, storeId: client.config.storeId, ...query } };
  const body = await client.post(endpoints.productKeywordList, { token: true, json, ...withSignal(signal) });
  return requireOk(parseResponse(productPageResponseSchema, body, endpoints.productKeywordList), endpoints.productKeywordList, 'success');
}
