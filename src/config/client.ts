import { createContext, type RouterContextProvider } from 'react-router';
import { createApiClient, type ApiClient, type ApiConfig } from '../api/client';
import { STORE_CODE } from '../../schemas/site-constants';
import { env } from './env';

/** What every client of the site's backend sends, from the build settings: the store, its id and the access token. */
export const STORE_CALLS: Pick<ApiConfig, 'storeCode' | 'storeId' | 'accessToken'> = { storeCode: STORE_CODE, storeId: env.VITE_STORE_ID, accessToken: env.VITE_ACCESS_TOKEN };

/**
 * The browser's API client: its calls go to the build's VITE_API_BASE_URL (the site's own origin when empty). A loader
 * takes its client from the request context instead (below), which the server's render fills with its own.
 */
export const apiClient = createApiClient({ baseUrl: env.VITE_API_BASE_URL, ...STORE_CALLS });

/**
 * The API client a loader or an action calls the backend with, from React Router's request context: the server's
 * render sets its own (its base URL, deadline and circuit: ./server-client.ts); in the browser it is the browser's.
 */
export const apiContext = createContext<ApiClient>(apiClient);

/** A loader's or an action's request context, as React Router hands it over. */
export type RequestContext = Readonly<RouterContextProvider>;

/** The API client of a request. */
export const apiOf = (context: RequestContext): ApiClient => context.get(apiContext);

// Loaders and actions are handed a RouterContextProvider by the static handler and the browser router alike (React
// Router 7.9+): this types their `context` so.
declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}
