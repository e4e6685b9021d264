import ky, { type KyInstance } from 'ky';

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
  /**
   * A server's bounds on every call: how long it may take, answer included, and the most its answer may be. Unset in
   * the browser (no timeout, as the spec has it; answers come from the site's own origin).
   */
  limits?: CallLimits;
  /** Where the 404/500 warnings go (console.warn by default). */
  warn?: (message: string) => void;
  fetch?: typeof fetch;
}

/** A server's bounds on one call. */
export interface CallLimits {
  deadlineMs: number;
  maxAnswerBytes: number;
}

/** The most an answer's body may be on the server: far more than any answer of this backend, far less than a server can hold. */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/** An answer past its bound: the call fails rather than hold it. */
export class AnswerTooLargeError extends Error {
  override name = 'AnswerTooLargeError';
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

/**
 * The answer's JSON, read up to `limit` bytes ('' for an empty body, as ky answers it) and only while `signal` holds:
 * a body that trickles in past the deadline, or floods past the bound, fails the call and is let go. Nothing outlives
 * the read: an abort cancels the reader, which settles the read it waits on, and the listener goes when the read ends.
 */
async function readBounded(response: Response, url: string, signal: AbortSignal, limit: number): Promise<unknown> {
  const tooLarge = () => new AnswerTooLargeError(`the answer of ${url} is larger than ${limit} bytes`);
  const reader = response.body?.getReader();
  if (!reader) return '';
  const letGo = () => void reader.cancel().catch(() => undefined);
  if (Number(response.headers.get('content-length')) > limit) {
    letGo();
    throw tooLarge();
  }
  signal.addEventListener('abort', letGo, { once: true });
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  try {
    signal.throwIfAborted();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      size += part.value.byteLength;
      if (size > limit) throw tooLarge();
      text += decoder.decode(part.value, { stream: true });
    }
    // A read the abort cancelled ends as if the body had: the call fails with the abort's reason all the same.
    signal.throwIfAborted();
  } catch (error) {
    letGo();
    throw error;
  } finally {
    signal.removeEventListener('abort', letGo);
  }
  text += decoder.decode();
  return text === '' ? '' : (JSON.parse(text) as unknown);
}

/**
 * Builds the one ky instance: JSON, credentials included, no retries, store code always; a redirect is a failed call
 * (never followed with the token to wherever it points). With limits (the server's), the call's deadline covers the
 * answer's body too, and an answer past the bound fails; the browser reads answers whole (a streamed read would cost
 * the browser's developer tools the body).
 */
export function createApiClient(config: ApiConfig): ApiClient {
  const warn = config.warn ?? ((message: string) => console.warn(message));
  const base = config.baseUrl.replace(/\/+$/, '');
  const http: KyInstance = ky.create({
    credentials: 'include',
    // The deadline is the call's signal (below), which also ends a body that trickles in.
    timeout: false,
    retry: 0,
    redirect: 'manual',
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
    const deadline = config.limits ? AbortSignal.timeout(config.limits.deadlineMs) : undefined;
    const signal = deadline && options.signal ? AbortSignal.any([deadline, options.signal]) : (deadline ?? options.signal);
    const response = await http(`${base}${path}`, {
      method,
      headers,
      searchParams: toSearchParams(options.searchParams),
      ...(options.body !== undefined ? { body: options.body } : options.json !== undefined ? { json: options.json } : {}),
      ...(signal ? { signal } : {}),
    });
    return config.limits && signal ? readBounded(response, response.url || path, signal, config.limits.maxAnswerBytes) : response.json<unknown>();
  };

  return {
    config,
    get: (path, options) => call('get', path, options),
    post: (path, options) => call('post', path, options),
  };
}
