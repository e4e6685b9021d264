import { autocompleteResponseSchema, searchWordsResponseSchema } from '../../schemas/api/search';
import { isOk } from '../../schemas/success-rule';
import type { ApiClient } from './client';
import { parseResponse, requireOk } from './contract';
import { endpoints } from './endpoints';

/** Autocomplete size. */
export const AUTOCOMPLETE_SIZE = 10;

/** The hot words (search configuration: no token). */
export async function fetchSearchWords(client: ApiClient, signal?: AbortSignal): Promise<string[]> {
  const body = await client.get(endpoints.searchWords, { token: false, searchParams: { storeId: client.config.storeId }, ...(signal ? { signal } : {}) });
  return requireOk(parseResponse(searchWordsResponseSchema, body, endpoints.searchWords), endpoints.searchWords, 'success').data;
}

/** Suggestions for typed text (no token; ASSUMED parameter name `keyword`); an unsuccessful answer suggests nothing. */
export async function fetchAutocomplete(client: ApiClient, keyword: string, signal?: AbortSignal): Promise<string[]> {
  const body = await client.get(endpoints.autocomplete, {
    token: false,
    searchParams: { storeId: client.config.storeId, size: AUTOCOMPLETE_SIZE, keyword },
    ...(signal ? { signal } : {}),
  });
  const response = parseResponse(autocompleteResponseSchema, body, endpoints.autocomplete);
  return isOk({ success: response.success, errorCode: null }, 'success') ? response.list : [];
}
