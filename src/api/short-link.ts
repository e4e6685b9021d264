import { shortLinkResponseSchema } from '../../schemas/api/short-link';
import type { ApiClient } from './client';
import { parseResponse, requireOk } from './contract';
import { endpoints } from './endpoints';

/** The link object behind a short code (no token: a short link is opened by anyone, like the CMS calls). */
export async function fetchShortLink(client: ApiClient, code: string, signal?: AbortSignal) {
  const body = await client.get(endpoints.shortLink, { token: false, searchParams: { code }, ...(signal ? { signal } : {}) });
  return requireOk(parseResponse(shortLinkResponseSchema, body, endpoints.shortLink), endpoints.shortLink, 'success');
}
