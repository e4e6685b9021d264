import type { ApiClient } from '../api/client';

/**
 * An API module and the site's client, fetched by the first call that needs them (an event handler's, an effect's):
 * the code a page hydrates goes without the HTTP client, the schemas and zod (docs/performance.md).
 */
export async function lazyApi<M>(module: Promise<M>): Promise<[M, ApiClient]> {
  const [api, { apiClient }] = await Promise.all([module, import('./client')]);
  return [api, apiClient];
}
