import { areaTreeResponseSchema, type AreaTreeRequest, type Province } from '../../schemas/api/area';
import type { ApiClient } from './client';
import { parseResponse, requireOk } from './contract';
import { endpoints } from './endpoints';

/** The provinces and their cities (token); throws when unsuccessful. */
export async function fetchAreaTree(client: ApiClient, channelCode: string, signal?: AbortSignal): Promise<Province[]> {
  const json: AreaTreeRequest = { country: 'CN', levelId: 1, channelCode };
  const body = await client.post(endpoints.areaTree, { token: true, json, ...(signal ? { signal } : {}) });
  return requireOk(parseResponse(areaTreeResponseSchema, body, endpoints.areaTree), endpoints.areaTree, 'success').data;
}
