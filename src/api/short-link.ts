import { callEndpoint } from './call-endpoint';
import type { ApiClient } from './client';

/** The link object behind a short code. */
export function fetchShortLink(client: ApiClient, code: string, signal?: AbortSignal) {
  return callEndpoint(client, 'shortLink', { searchParams: { code }, signal });
}
