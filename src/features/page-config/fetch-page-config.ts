import { fetchPageConfig } from '../../api/cms';
import { isEmpty } from '../../api/load';
import { apiClient } from '../../config/client';
import { parseBlocks } from '../../engine/parse';

/** A page config (type 7) from the API, its content parsed into blocks; empty when the answer carries none. */
export async function fetchPageConfigBlocks(signal: AbortSignal, id: string) {
  const config = await fetchPageConfig(apiClient, id, signal);
  return isEmpty(config) ? config : parseBlocks(config.contents);
}
