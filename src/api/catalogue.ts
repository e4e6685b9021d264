import type { ListingQuery } from '../../schemas/api/listing';
import { callEndpoint } from './call-endpoint';
import type { ApiClient } from './client';

/** The virtual category tree (pageNum 1, pageSize 100, queryParam.storeCode). */
export function fetchVirtualCategoryList(client: ApiClient, signal?: AbortSignal) {
  return callEndpoint(client, 'virtualCategoryList', { json: { pageNum: 1, pageSize: 100, queryParam: { storeCode: client.config.storeCode } }, signal });
}

/** One virtual category by code, form-urlencoded (ASSUMED fields: virtualCategoryCode and storeCode). */
export function fetchVirtualCategoryByCode(client: ApiClient, code: string, signal?: AbortSignal) {
  return callEndpoint(client, 'virtualCategoryByCode', { body: new URLSearchParams({ virtualCategoryCode: code, storeCode: client.config.storeCode }), signal });
}

/** The store's part of a listing's query. */
const listingParam = (client: ApiClient, query: ListingQuery) => ({ storeCode: client.config.storeCode, storeId: client.config.storeId, ...query });

/** The filters and sort orders of a listing (ASSUMED body {queryParam}). */
export function fetchSearchFilter(client: ApiClient, query: ListingQuery, signal?: AbortSignal) {
  return callEndpoint(client, 'productSearchFilter', { json: { queryParam: listingParam(client, query) }, signal });
}

/** One page of a listing (ASSUMED body {pageNum, pageSize, queryParam}). */
export function fetchProductPage(client: ApiClient, query: ListingQuery, page: { pageNum: number; pageSize: number }, signal?: AbortSignal) {
  return callEndpoint(client, 'productKeywordList', { json: { ...page, queryParam: listingParam(client, query) }, signal });
}
