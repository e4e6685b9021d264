import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Transform } from 'node:stream';
import { ACCESS_TOKEN_HEADER, STORE_CODE_HEADER } from '../src/api/client';
import { FAULT_HEADER } from '../fixtures/faults';
import { NO_STORE } from './cache-policy';

// The browser's same-origin calls of the backend's API (and the demo's pictures) are passed to the one configured
// backend, as nginx would pass them: only to its origin, with the request's path and query alone (the request target
// was checked by request-target.ts), with the headers the backend reads and none of the visitor's credentials, under
// a deadline, and never following a redirect.

/** The paths forwarded: the backend's API, and the demo's pictures, which live on the fixture backend. */
const FORWARDED = ['/ecommerce/*', '/productSearch/*', '/fixture-images/*'];
/** The fixture backend's own inspection paths (the job applications it received): never reachable through the site. */
const FIXTURE_INSPECTION = /^\/ecommerce\/__fixtures\//;
/** The request headers the backend reads (spec point 6: the store code, the access token; uploads' X-Requested-With). */
const REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'content-length', 'user-agent', 'x-requested-with', 'if-none-match', 'if-modified-since', STORE_CODE_HEADER.toLowerCase(), ACCESS_TOKEN_HEADER.toLowerCase()];
/** The answer's headers passed back; the site sets its own caching and security headers. */
const ANSWER_HEADERS = ['content-type', 'content-length', 'content-encoding', 'etag', 'last-modified'];
/** The most a forwarded request body may be: a job application's résumé and five portfolio files of 10 MB each. */
export const MAX_FORWARDED_BODY_BYTES = 64 * 1024 * 1024;
/** How long the backend may take over a call of the browser's, headers and then body: a slow phone's upload included. */
export const FORWARD_TIMEOUT_MS = 60_000;
/** The most a forwarded answer may be. */
const MAX_FORWARDED_ANSWER_BYTES = 32 * 1024 * 1024;

export interface ForwardOptions {
  /** The backend's base URL (origin and an optional path prefix). */
  backend: string;
  /** How long the backend may take to answer, headers and then body. */
  timeoutMs: number;
  /** Whether the fixture fault header passes: only to the bundled fixture backend. */
  passFaults: boolean;
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

/** Registers the forwarding routes on `app`, in a scope of their own (bodies pass through unparsed). */
export async function registerApiForwarding(app: FastifyInstance, options: ForwardOptions): Promise<void> {
  const base = new URL(options.backend);
  const prefix = base.pathname.replace(/\/+$/, '');
  const requestHeaders = options.passFaults ? [...REQUEST_HEADERS, FAULT_HEADER] : REQUEST_HEADERS;
  await app.register(async (scope) => {
    // Bodies (JSON, forms, multipart uploads) go to the backend as they came, never parsed here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (request, payload, done) => {
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > MAX_FORWARDED_BODY_BYTES) return done(Object.assign(new Error('the request body is too large'), { statusCode: 413 }));
      done(null, limited(payload, MAX_FORWARDED_BODY_BYTES));
    });
    await scope.register(replyFrom, {
      base: base.origin,
      disableRequestLogging: true,
      undici: { connections: 64, headersTimeout: options.timeoutMs, bodyTimeout: options.timeoutMs, maxResponseSize: MAX_FORWARDED_ANSWER_BYTES },
    });
    const forward = (request: FastifyRequest, reply: FastifyReply) => {
      if (FIXTURE_INSPECTION.test(request.url)) return reply.code(404).header('cache-control', NO_STORE).send({ error: 'not found' });
      const images = request.url.startsWith('/fixture-images/');
      return reply.from(`${prefix}${request.url}`, {
        // No retry: a failing backend is not asked again by us (reply-from retries a 503 ten times by default).
        retryDelay: () => null,
        rewriteRequestHeaders: (_request, headers) => ({ ...pick(headers, requestHeaders), host: base.host, 'x-forwarded-for': request.ips?.join(', ') ?? request.ip }),
        rewriteHeaders: (headers) => ({ ...pick(headers, ANSWER_HEADERS), 'cache-control': images ? 'public, max-age=86400' : NO_STORE }),
        onResponse: (_request, reply, answer) => {
          if (answer.statusCode >= 300 && answer.statusCode < 400) {
            answer.stream.destroy();
            request.log.warn({ status: answer.statusCode }, 'the backend answered a redirect: not followed');
            return reply.code(502).removeHeader('content-length').send({ error: 'the backend answered a redirect' });
          }
          return reply.send(answer.stream);
        },
      });
    };
    for (const url of FORWARDED) scope.route({ method: ['GET', 'HEAD', 'POST'], url, handler: forward });
  });
}
