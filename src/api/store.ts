import { storeListResponseSchema, storeResponseSchema, type NearestStoreRequest, type Store, type StoreQuery } from '../../schemas/api/store';
import type { ApiClient } from './client';
import { parseResponse, requireOk } from './contract';
import { endpoints } from './endpoints';

/** Nearest-store search radius: the whole country. */
export const NEAREST_STORE_RADIUS = 99999999;

/** One store by its code (token); null when the answer carries no store; throws when unsuccessful. */
export async function fetchStoreByCode(client: ApiClient, storeCode: string, signal?: AbortSignal): Promise<Store | null> {
  const body = await client.get(endpoints.storeByCode, { token: true, searchParams: { storeCode }, ...(signal ? { signal } : {}) });
  return requireOk(parseResponse(storeResponseSchema, body, endpoints.storeByCode), endpoints.storeByCode, 'success').data ?? null;
}

/** Stores nearest to a point, nearest first (token); throws with the server's message when unsuccessful. */
export async function fetchNearestStores(
  client: ApiClient,
  point: { latitude: number; longitude: number },
  channel: { channelCode: string; channelId: string },
): Promise<Store[]> {
  const json: NearestStoreRequest = { country: 'CN', storeType: 0, radiusMi: NEAREST_STORE_RADIUS, ...point, ...channel };
  const body = await client.post(endpoints.storesByCoordinate, { token: true, json });
  return requireOk(parseResponse(storeListResponseSchema, body, endpoints.storesByCoordinate), endpoints.storesByCoordinate, 'success').data;
}

/** Where the finder looks: the visitor's point when known, the chosen province and city by name when any. */
export interface StoreSearch {
  point?: { latitude: number; longitude: number };
  province?: string;
  city?: string;
}

/** The finder's stores (token): nearest first with distances when a point is given; throws when unsuccessful. */
export async function fetchStores(
  client: ApiClient,
  search: StoreSearch,
  channel: { channelCode: string; channelId: string },
  signal?: AbortSignal,
): Promise<Store[]> {
  const json: StoreQuery = {
    country: 'CN', storeType: 0, radiusMi: NEAREST_STORE_RADIUS, ...search.point, ...channel,
    ...(search.province ? { province: search.province } : {}),
    ...(search.city ? { city: search.city } : {}),
  };
  const body = await client.post(endpoints.storesByCoordinate, { token: true, json, ...(signal ? { signal } : {}) });
  return requireOk(parseResponse(storeListResponseSchema, body, endpoints.storesByCoordinate), endpoints.storesByCoordinate, 'success').data;
}
