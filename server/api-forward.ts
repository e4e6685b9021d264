import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AsyncLocalStorage } from 'node:async_hooks';
import { STATUS_CODES } from 'node:http';
import { Transform, type Readable } from 'node:stream';
import { Agent, type Dispatcher } from 'undici';
import { ACCESS_TOKEN_HEADER, STORE_CODE_HEADER } from '../src/api/client';
import { API_PREFIXES } from '../src/api/endpoints';
import { NO_STORE } from './cache-policy';
import { FORWARD_LIMITS, forwardLimits, type ForwardLimitSettings } from './forward-limits';

// The browser's same-origin calls of the backend's API (and the demo's pictures) are passed to the one configured
// backend, as nginx would pass them: only to its origin, with the request's path and query alone (the request target
// was checked by request-target.ts), with the headers the backend reads and none of the visitor's credentials, never
// following a redirect. Issue #46 item 6: each call has one deadline for the whole of it, a place among a bounded
// number per server and per client (forward-limits.ts), and what reaches the browser is the backend's JSON (its
// pictures under /fixture-images/) or the site's own small JSON error, never a backend's error page or stack trace.

/** The paths forwarded: the backend's API, and the demo's pictures, which live on the fixture backend. */
const FORWARDED = [...API_PREFIXES.map((prefix) => `${prefix}*`), '/fixture-images/*'];
/** The request headers the backend reads (spec point 6: the store code, the access token; uploads' X-Requested-With). */
const REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'content-length', 'user-agent', 'x-requested-with', 'if-none-match', 'if-modified-since', STORE_CODE_HEADER.toLowerCase(), ACCESS_TOKEN_HEADER.toLowerCase()];
/** The answer's headers passed back; the site sets its own caching and security headers. */
const ANSWER_HEADERS = ['content-type', 'content-length', 'content-encoding', 'etag', 'last-modified'];
/** The most a forwarded request body may be: a job application's résumé and five portfolio files of 10 MB each. */
export const MAX_FORWARDED_BODY_BYTES = 64 * 1024 * 1024;
/**
 * The whole of an upload (a multipart POST: a job application's files), from the visitor's first byte to the answer's
 * last: a slow phone's 64 MB included. The site's setting for `timeoutMs`.
 */
export const FORWARD_TIMEOUT_MS = 60_000;
/**
 * The whole of every other call (GET, HEAD, a JSON or form POST), answer body included: the render's own calls have
 * BACKEND_TIMEOUT_MS (4 s) and the render 10 s; a browser's call may take as long as a render, never a minute.
 */
export const FORWARD_CALL_TIMEOUT_MS = 10_000;
/** The most a forwarded answer may be. */
const MAX_FORWARDED_ANSWER_BYTES = 32 * 1024 * 1024;
/** Connections kept to the backend: more than the calls admitted at once (FORWARD_LIMITS.perServer), so none queues. */
const BACKEND_CONNECTIONS = 64;
/** How much of a backend's error body goes to the log, and how long the forwarder waits for it. */
const LOGGED_ERROR_BYTES = 512;
const LOGGED_ERROR_WAIT_MS = 1_000;
const JSON_TYPE = 'application/json; charset=utf-8';

export interface ForwardOptions {
  /** The backend's base URL (origin and an optional path prefix). */
  backend: string;
  /** The whole of an upload (FORWARD_TIMEOUT_MS), and the bound of the backend's idle timeouts. */
  timeoutMs: number;
  /** The whole of any other call: FORWARD_CALL_TIMEOUT_MS unless shorter than `timeoutMs`. */
  callTimeoutMs?: number;
  /** How many calls at once, per server and per client (FORWARD_LIMITS). */
  limits?: ForwardLimitSettings;
}

const pick = (headers: Record<string, unknown>, names: readonly string[]): Record<string, string> =>
  Object.fromEntries(names.flatMap((name) => (typeof headers[name] === 'string' ? [[name, headers[name]]] : [])));

/** A body stream that fails once it has carried more than `limit` bytes (a chunked upload has no length to check first). */
function limited(body: NodeJS.ReadableStream, limit: number): Transform {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > limit ? Object.assign(new Error('the request body is too large'), { statusCode: 413 }) : null, chunk);
    },
  });
  return body.pipe(counter);
}

/**
 * Whether a request's path names the fixture backend's inspection paths (`__fixtures`: the job applications it
 * received), in any segment and any letter case, percent-encoded or not (decoded until nothing changes, as many times
 * as a chain of servers might decode it), with anything after it in the segment (`;jsessionid=…`), full-width letters
 * too. No path of the real backend holds the word, so the test is wide.
 */
export function namesFixtureInspection(target: string): boolean {
  let path = target.split('?', 1)[0] ?? '';
  for (let round = 0; round < 5; round += 1) {
    if (/__fixtures/i.test(path.normalize('NFKC'))) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      // request-target.ts refused a malformed escape of the path as it came; one that decoding made is no letter.
      return false;
    }
    if (decoded === path) return false;
    path = decoded;
  }
  return true;
}

/** The media type of an answer's content-type, lower case, without its parameters. */
const mediaType = (headers: Record<string, unknown>) => (typeof headers['content-type'] === 'string' ? headers['content-type'] : '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
/** JSON (`application/json`, `application/problem+json`): what the API answers. */
const isJson = (type: string) => /^application\/(?:[\w.-]+\+)?json$/.test(type);
/** A picture, or the brand film the fixtures serve beside them (`video/webm`): what /fixture-images/ answers. */
const isMedia = (type: string) => /^(?:image|video)\/[\w.+-]+$/.test(type);

/** Whether an answer carries a body: not a 204 or 304, nor a HEAD's, nor one that says it is empty. */
const hasBody = (method: string, status: number, headers: Record<string, unknown>) => method !== 'HEAD' && status !== 204 && status !== 304 && headers['content-length'] !== '0';

/** Up to `limit` bytes of a backend's error body, for the log, waiting for them `waitMs` at most; the stream is let go. */
function firstBytes(stream: Readable, limit: number, waitMs: number): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      stream.destroy();
      resolve(Buffer.concat(chunks).subarray(0, limit).toString('utf8'));
    };
    const timer = setTimeout(finish, waitMs);
    stream.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= limit) finish();
    });
    stream.once('end', finish);
    stream.once('error', finish);
    stream.once('close', finish);
  });
}

/** Why the forwarder ended a call: its deadline passed, or its visitor went away. */
class ForwardEnded extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ForwardEnded';
  }
}

/** The causes of an error, itself first (reply-from wraps the HTTP client's error). */
function* causes(error: unknown): Generator<unknown> {
  for (let at = error, depth = 0; at !== undefined && at !== null && depth < 5; at = (at as { cause?: unknown }).cause, depth += 1) yield at;
}

/** The status the site answers a failed call with: 504 past its deadline, 413 for a body past its bound, 503 or 504 as the HTTP client tells, else 502. */
function failedStatus(error: Error): number {
  for (const cause of causes(error)) {
    if (cause instanceof ForwardEnded) return cause.status;
    if ((cause as { statusCode?: unknown }).statusCode === 413) return 413;
  }
  const status = (error as { statusCode?: number }).statusCode;
  return status === 503 || status === 504 ? status : 502;
}

/**
 * The site's own answer in place of the backend's: `{"error": "<status text>"}` with the status, as JSON, no byte or
 * header of the backend's (its length, encoding and validators go), kept nowhere. The security headers are on the raw
 * answer already (site-app's onRequest).
 */
function ownError(request: FastifyRequest, reply: FastifyReply, status: number, extra: Record<string, string> = {}): FastifyReply {
  for (const name of ANSWER_HEADERS) reply.removeHeader(name);
  // A body the visitor is still sending is not read to its end: the connection is not kept for another request.
  if (!request.raw.complete) reply.header('connection', 'close');
  return reply
    .code(status)
    .headers({ ...extra, 'cache-control': NO_STORE })
    .type(JSON_TYPE)
    .send(JSON.stringify({ error: STATUS_CODES[status] ?? 'Error' }));
}

/** Registers the forwarding routes on `app`, in a scope of their own (bodies pass through unparsed). */
export async function registerApiForwarding(app: FastifyInstance, options: ForwardOptions): Promise<void> {
  const base = new URL(options.backend);
  const prefix = base.pathname.replace(/\/+$/, '');
  const callTimeoutMs = options.callTimeoutMs ?? Math.min(FORWARD_CALL_TIMEOUT_MS, options.timeoutMs);
  const limits = forwardLimits(options.limits ?? FORWARD_LIMITS);
  // undici's headersTimeout and bodyTimeout are idle timeouts (a byte now and then resets them): they stay as a
  // backstop, and each call's own deadline is a signal the HTTP client honours before and after the answer's headers.
  // reply-from takes no signal, so the one it calls is handed the call's through async context (reply.from calls the
  // dispatcher synchronously, and never again: no retries).
  const agent = new Agent({ connections: BACKEND_CONNECTIONS, headersTimeout: options.timeoutMs, bodyTimeout: options.timeoutMs, maxResponseSize: MAX_FORWARDED_ANSWER_BYTES });
  const callSignal = new AsyncLocalStorage<AbortSignal>();
  const dispatcher = {
    request: ((opts: Dispatcher.RequestOptions, callback: (error: Error | null, data: Dispatcher.ResponseData) => void) => agent.request({ ...opts, signal: callSignal.getStore() ?? null }, callback)) as Dispatcher['request'],
  };
  await app.register(async (scope) => {
    // Destroyed, not closed: a held call must not hold the server's close.
    scope.addHook('onClose', async () => agent.destroy());
    // Bodies (JSON, forms, multipart uploads) go to the backend as they came, never parsed here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (request, payload, done) => {
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > MAX_FORWARDED_BODY_BYTES) return done(Object.assign(new Error('the request body is too large'), { statusCode: 413 }));
      done(null, limited(payload, MAX_FORWARDED_BODY_BYTES));
    });
    await scope.register(replyFrom, { base: base.origin, disableRequestLogging: true, undici: dispatcher });

    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      if (namesFixtureInspection(request.url)) return ownError(request, reply, 404);
      // The visitor's going (or the answer's end) closes the answer: the call leaves its line, or is ended.
      const ended = new AbortController();
      reply.raw.once('close', () => ended.abort(new ForwardEnded('the visitor went away', 499)));
      const admission = await limits.admit(request.ip, ended.signal);
      if (!admission.admitted) {
        if (admission.status === 503) request.log.warn({ running: limits.running() }, 'the forwarded calls are at their limit: 503');
        else request.log.info({ client: request.ip }, 'the client has too many forwarded calls: 429');
        return ownError(request, reply, admission.status, { 'retry-after': String(admission.retryAfterSeconds) });
      }
      const upload = request.method === 'POST' && /^multipart\//i.test(request.headers['content-type'] ?? '');
      const deadlineMs = upload ? options.timeoutMs : callTimeoutMs;
      const timer = setTimeout(() => ended.abort(new ForwardEnded(`the call took more than ${deadlineMs} ms`, 504)), deadlineMs);
      // The place is given back and the deadline let go however the answer ends; one that ended already, while it waited, at once.
      const done = () => {
        clearTimeout(timer);
        admission.release();
      };
      if (ended.signal.aborted) {
        done();
        // nginx's "client closed request": nobody reads it, the log says what happened.
        return ownError(request, reply, 499);
      }
      reply.raw.once('close', done);

      const images = request.url.startsWith('/fixture-images/');
      const passes = images ? isMedia : isJson;
      return callSignal.run(ended.signal, () =>
        reply.from(`${prefix}${request.url}`, {
          // No retry: a failing backend is not asked again by us (reply-from retries a 503 ten times by default).
          retryDelay: () => null,
          rewriteRequestHeaders: (_request, headers) => ({ ...pick(headers, REQUEST_HEADERS), ...request.scenario, host: base.host, 'x-forwarded-for': request.ips?.join(', ') ?? request.ip }),
          rewriteHeaders: (headers) => ({ ...pick(headers, ANSWER_HEADERS), 'cache-control': images ? 'public, max-age=86400' : NO_STORE }),
          onError: (_reply, { error }) => {
            const status = failedStatus(error);
            // A visitor who went away is no failure of the backend's: the log says so without a warning.
            request.log[status === 499 ? 'info' : 'warn']({ err: [...causes(error)].at(-1), status }, 'the forwarded call failed');
            return ownError(request, reply, status);
          },
          onResponse: (_request, _reply, answer) => {
            const status = answer.statusCode;
            // reply-from's type has the raw answer's shape; what it hands over is undici's status, headers and body stream.
            const headers = (answer as unknown as { headers: Record<string, unknown> }).headers;
            const type = mediaType(headers);
            if (status >= 300 && status < 400 && status !== 304) {
              answer.stream.destroy();
              request.log.warn({ status }, 'the backend answered a redirect: not followed');
              return ownError(request, reply, 502);
            }
            // An error's body is the backend's own (an error page, a stack trace, an internal address): to the log, never to the visitor.
            if (status >= 400) {
              return void firstBytes(answer.stream, LOGGED_ERROR_BYTES, LOGGED_ERROR_WAIT_MS).then((body) => {
                request.log.warn({ status, type, encoding: headers['content-encoding'], body }, 'the backend answered an error: the site\'s own sent');
                ownError(request, reply, status);
              });
            }
            // Only JSON reaches the browser from the API (a backend's HTML would be a page of the site's origin); only pictures from /fixture-images/.
            if (hasBody(request.method, status, headers) && !passes(type)) {
              answer.stream.destroy();
              request.log.warn({ status, type }, 'the backend answered what this path never passes: 502');
              return ownError(request, reply, 502);
            }
            return reply.send(answer.stream);
          },
        }),
      );
    };
    for (const url of FORWARDED) scope.route({ method: ['GET', 'HEAD', 'POST'], url, handler: forward });
  });
}
