import type { MiniSchemeRequest } from '../../schemas/api/mini';
import { callEndpoint } from './call-endpoint';
import type { ApiClient } from './client';

/** The link that opens the mini-program at a page; throws when unsuccessful. */
export async function fetchMiniScheme(client: ApiClient, request: MiniSchemeRequest, signal?: AbortSignal): Promise<string> {
  return (await callEndpoint(client, 'miniScheme', { json: request, signal })).data.openlink;
}
