import ky, { HTTPError, type KyInstance } from 'ky';

/** Header carrying the store code on every request. */
export const STORE_CODE_HEADER = 'storeCode';
/** Header carrying the access token, on the calls that take one (product, listing, store, area, activity, captcha ...). */
export const ACCESS_TOKEN_HEADER = 'accessToken';

/** Everything the client needs, given explicitly so the site and the CLI build the same client. */
export interface ApiConfig {
  /** Backend base URL; '' means the page's own origin. */
  baseUrl: string;
  storeCode: string;
  storeId: string;
  accessToken: string;
  /** Where the 404/500 warnings go (console.warn by default). */
  warn?: (message: string) => void;
  fetch?: typeof fetch;
}

/** Query parameters; undefined values are left out. */
export type SearchParams = Record<string, string | number | boolean | undefined>;

/** One call: whether it carries the token is always said, never defaulted. */
export interface CallOptions {
  token: boolean;
  searchParams?: SearchParams;
  /** JSON body (the default for POST). */
  json?: unknown;
  /** A multipart or form-urlencoded body instead of JSON. */
  body?: FormData | URLSearchParams;
  signal?: AbortSignal;
}

/** The site's HTTP client: answers with the response's parsed JSON body. */
export interface ApiClient {
  readonly config: Readonly<ApiConfig>;
  get(path: string, options: CallOptions): Promise<unknown>;
  post(path: string, options: CallOptions): Promise<unknown>;
}

function toSearchParams(params: SearchParams | undefined): URLSearchParams | undefined {
  if (!params) return undefined;
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) out.set(key, String(value));
  return out;
}

/** Builds the one ky instance: JSON, credentials included, no timeout, no retries, store code always. */
export function createApiClient(config: ApiConfig): ApiClient {
  const warn = config.warn ?? ((message: string) => console.warn(message));
  const base = config.baseUrl.replace(/\/+$/, '');
  const http: KyInstance = ky.create({
    credentials: 'include',
    timeout: false,
    retry: 0,
    headers: { Accept: 'application/json', [STORE_CODE_HEADER]: config.storeCode },
    ...(config.fetch ? { fetch: config.fetch } : {}),
    hooks: {
      beforeError: [
        async (error) => {
          const { status, url } = error.response;
          if (status === 404) warn(`[api] interface does not exist (404): ${url}`);
          else if (status >= 500) warn(`[api] server error (${status}): ${url}`);
          // An unread body keeps the request open in the browser: read it to its end (nothing needs its text).
          await error.response.arrayBuffer().catch(() => undefined);
          return error;
        },
      ],
    },
  });

  const call = async (method: 'get' | 'post', path: string, options: CallOptions): Promise<unknown> => {
    const headers: Record<string, string> = {};
    if (options.token && config.accessToken) headers[ACCESS_TOKEN_HEADER] = config.accessToken;
    const response = await http(`${base}${path}`, {
      method,
      headers,
      searchParams: toSearchParams(options.searchParams),
      ...(options.body !== undefined ? { body: options.body } : options.json !== undefined ? { json: options.json } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    return response.json<unknown>();
  };

  return {
    config,
    get: (path, options) => call('get', path, options),
    post: (path, options) => call('post', path, options),
  };
}

/** True for an HTTP error the client has already warned about. */
export const isHttpError = (error: unknown): error is HTTPError => error instanceof HTTPError;
