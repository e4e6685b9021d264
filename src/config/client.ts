import { createApiClient } from '../api/client';
import { STORE_CODE } from '../../schemas/build-settings';
import { env } from './env';

/** The site's one API client, made from the build settings. */
export const apiClient = createApiClient({
  baseUrl: env.VITE_API_BASE_URL,
  storeCode: STORE_CODE,
  storeId: env.VITE_STORE_ID,
  accessToken: env.VITE_ACCESS_TOKEN,
});
