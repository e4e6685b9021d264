import type { AreaTreeRequest, Province } from '../../schemas/api/area';
import { callEndpoint } from './call-endpoint';
import type { ApiClient } from './client';

/** The provinces and their cities; throws when unsuccessful. */
export async function fetchAreaTree(client: ApiClient, channelCode: string, signal?: AbortSignal): Promise<Province[]> {
  const json: AreaTreeRequest = { country: 'CN', levelId: 1, channelCode };
  return (await callEndpoint(client, 'areaTree', { json, signal })).data;
}
