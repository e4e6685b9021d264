import { createApiClient } from '../api/client';
import { STORE_CODE } from '../../schemas/build-settings';
import { env } from './env';

/** In the prerender (Node) there is no page origin: the command names the backend it renders against. */
const prerenderApiBase = import.meta.env.SSR ? (globalThis.process?.env.PRERENDER_API_BASE_URL ?? '') : '';

/** The site's one API client, made from the build settings. */
export const apiClient = createApiClient({
  baseUrl: prerenderApiBase || env.VITE_API_BASE_URL,
  storeCode: STORE_CODE,
  storeId: env.VITE_STORE_ID,
  accessToken: env.VITE_ACCESS_TOKEN,
});
