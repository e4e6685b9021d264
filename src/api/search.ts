import { callEndpoint } from './call-endpoint';
import type { ApiClient } from './client';
import { UnsuccessfulError } from './contract';

/** Autocomplete size. */
const AUTOCOMPLETE_SIZE = 10;

/** The hot words. */
export async function fetchSearchWords(client: ApiClient, signal?: AbortSignal): Promise<string[]> {
  return (await callEndpoint(client, 'searchWords', { searchParams: { storeId: client.config.storeId }, signal })).data;
}

/** Suggestions for typed text (ASSUMED parameter name `keyword`); an unsuccessful answer suggests nothing. */
export async function fetchAutocomplete(client: ApiClient, keyword: string, signal?: AbortSignal): Promise<string[]> {
  const searchParams = { storeId: client.config.storeId, size: AUTOCOMPLETE_SIZE, keyword };
  return callEndpoint(client, 'autocomplete', { searchParams, signal }).then(
    (answer) => answer.list,
    (error: unknown) => {
      if (error instanceof UnsuccessfulError) return [];
      throw error;
    },
  );
}
