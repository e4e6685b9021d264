import type { Activity } from '../../schemas/api/activity';
import { callEndpoint } from './call-endpoint';
import type { ApiClient } from './client';

/** Every activity of the channel (ASSUMED body: the channel code); throws when unsuccessful. */
export async function fetchActivities(client: ApiClient, channelCode: string, signal?: AbortSignal): Promise<Activity[]> {
  return (await callEndpoint(client, 'activities', { json: { channelCode }, signal })).data;
}
