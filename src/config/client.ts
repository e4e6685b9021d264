import { createApiClient, MAX_ANSWER_BYTES } from '../api/client';
import { STORE_CODE } from '../../schemas/site-constants';
import { env } from './env';

/** On the server (Node) there is no page origin: the server names the backend it renders against (API_BASE_URL, read at its start). */
const serverApiBase = import.meta.env.SSR ? (globalThis.process?.env.API_BASE_URL ?? '') : '';
/** On the server every call has a deadline (BACKEND_TIMEOUT_MS, read at its start) and a bound, so a slow or flooding backend fails a page, never hangs it. */
const serverDeadline = import.meta.env.SSR ? Number(globalThis.process?.env.BACKEND_TIMEOUT_MS) || undefined : undefined;

/** The site's one API client, made from the build settings. */
export const apiClient = createApiClient({
  baseUrl: serverApiBase || env.VITE_API_BASE_URL,
  storeCode: STORE_CODE,
  storeId: env.VITE_STORE_ID,
  accessToken: env.VITE_ACCESS_TOKEN,
  ...(serverDeadline ? { limits: { deadlineMs: serverDeadline, maxAnswerBytes: MAX_ANSWER_BYTES } } : {}),
});
