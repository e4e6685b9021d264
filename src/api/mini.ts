import { miniSchemeResponseSchema, type MiniSchemeRequest } from '../../schemas/api/mini';
import type { ApiClient } from './client';
import { parseResponse, requireOk } from './contract';
import { endpoints } from './endpoints';

/** The link that opens the mini-program at a page (token); throws when unsuccessful. */
export async function fetchMiniScheme(client: ApiClient, request: MiniSchemeRequest, signal?: AbortSignal): Promise<string> {
  const body = await client.post(endpoints.miniScheme, { token: true, json: request, ...(signal ? { signal } : {}) });
  return requireOk(parseResponse(miniSchemeResponseSchema, body, endpoints.miniScheme), endpoints.miniScheme, 'success').data.openlink;
}
