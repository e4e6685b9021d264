import { activitiesResponseSchema, type Activity } from '../../schemas/api/activity';
import type { ApiClient } from './client';
import { parseResponse, requireOk } from './contract';
import { endpoints } from './endpoints';

/** Every activity of the channel (token; ASSUMED body: the channel code); throws when unsuccessful. */
export async function fetchActivities(client: ApiClient, channelCode: string, signal?: AbortSignal): Promise<Activity[]> {
  const body = await client.post(endpoints.activities, { token: true, json: { channelCode }, ...(signal ? { signal } : {}) });
  return requireOk(parseResponse(activitiesResponseSchema, body, endpoints.activities), endpoints.activities, 'success').data;
}
