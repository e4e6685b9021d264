import type { NearestStoreRequest, Store, StoreQuery } from '../../schemas/api/store';
import { callEndpoint } from './call-endpoint';
import type { ApiClient } from './client';

/** Nearest-store search radius: the whole country. */
export const NEAREST_STORE_RADIUS = 99999999;

/** One store by its code ; null when the answer carries no store; throws when unsuccessful. */
export async function fetchStoreByCode(client: ApiClient, storeCode: string, signal?: AbortSignal): Promise<Store | null> {
  return (await callEndpoint(client, 'storeByCode', { searchParams: { storeCode }, signal })).data ?? null;
}

/** Stores nearest to a point, nearest first ; throws with the server's message when unsuccessful. */
export async function fetchNearestStores(
  client: ApiClient,
  point: { latitude: number; longitude: number },
  channel: { channelCode: string; channelId: string },
): Promise<Store[]> {
  const json: NearestStoreRequest = { country: 'CN', storeType: 0, radiusMi: NEAREST_STORE_RADIUS, ...point, ...channel };
  return (await callEndpoint(client, 'storesByCoordinate', { json })).data;
}

/** Where the finder looks: the visitor's point when known, the chosen province and city by name when any. */
export interface StoreSearch {
  point?: { latitude: number; longitude: number };
  province?: string;
  city?: string;
}

/** The finder's stores: nearest first with distances when a point is given; throws when unsuccessful. */
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
  return (await callEndpoint(client, 'storesByCoordinate', { json, signal })).data;
}
