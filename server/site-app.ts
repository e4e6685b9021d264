import fastifyCompress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance, type FastifyPluginCallback, type FastifyReply, type FastifyRequest, type FastifyServerOptions, type RouteShorthandOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { constants } from 'node:zlib';
import { contentSecurityPolicy, securityHeaders, type PolicySettings } from '../schemas/security-policy';
import { MAX_FORWARDED_BODY_BYTES, registerApiForwarding } from './api-forward';
import { API_PREFIXES } from '../src/api/endpoints';
import { ROUTE_PATHS } from '../src/engine/route-paths';
import { registerBuildFiles } from './build-files';
import type { BuiltSite } from './built-site';
import { declareScenarios, renderFor, scenarioKey } from './scenario';
import { NO_STORE, pageCacheControl } from './cache-policy';
import type { PostedForm } from '../src/entry-server';
import { registerRoutePictures } from './route-pictures';
import { answerPage } from './page-answer';
import { robotsTxt, sitemapXml } from './page-document';
import { MAX_TARGET_LENGTH, refusedTarget } from './request-target';
import { renderSlots } from './render-slots';
import { revalidate, REVALIDATE_BODY_BYTES } from './revalidate';
import { sharedRenders, type SharedAnswer } from './shared-renders';
import { withRenderLog } from './render-log';
import type { SiteMetrics } from './metrics';
import { drainOnClose } from './draining';
import { registerHealth } from './health';

declare module 'fastify' {
  interface FastifyRequest {
    /** The pattern of the route that rendered the page it was answered with, for the metrics. */
    pageRoute: string | undefined;
  }
}

/** Everything the server answers from, read once at start. */
export interface SiteAppOptions {
  site: BuiltSite;
  /** The backend's base URL, where the browser's same-origin API calls go. */
  backend: string;
  /**
   * Registered first when the backend is the bundled fixture server (server/fixture-mode.ts): it names each request's
   * test scenario, which reaches the backend, and a page made under one is never cached.
   */
  scenarios?: FastifyPluginCallback | undefined;
  /** Told of every answered request and every render, when the server serves metrics (METRICS_PORT). */
  metrics?: SiteMetrics | undefined;
  revalidateToken: string | undefined;
  /** The origins of the caches in front (PURGE_URL's list); none when no cache is in front. */
  purgeUrls: readonly string[];
  freshSeconds: number;
  renderTimeoutMs: number;
  /** How many pages render at once; the others wait their turn (and leave the line when their visitor goes). */
  renderConcurrency: number;
  /** How long the backend may take over a call of the browser's (an upload included). */
  forwardTimeoutMs: number;
  siteBase: string;
  policy: PolicySettings;
  logger?: FastifyServerOptions['logger'];
}

const HTML = 'text/html; charset=utf-8';
/** An id as nginx makes them ($request_id: 32 hex digits) or ours (a UUID): anything else a request brings is not taken. */
const REQUEST_ID = /^[0-9a-f-]{32,36}$/i;
/** A request's id: nginx's, passed as X-Request-Id, so one id names it in both logs; else one of the server's own. */
function requestId(raw: IncomingMessage): string {
  const given = raw.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** The metrics' name of a page answer no route rendered: a redirect, a refusal, the app shell. */
const PAGE_WITHOUT_ROUTE = 'page';
/** The most a page's form may send: the site's forms hold a few short fields (a code, a serial number and a captcha). */
export const FORM_BODY_BYTES = 4 * 1024;

/** One line a request, when it is answered (its arrival at debug): what was asked, the status, and how long it took. */
class RequestLog extends LogController {
  override incomingRequest(request: Parameters<LogController['incomingRequest']>[0]): void {
    request.log.debug({ method: request.method, url: request.url }, 'request');
  }
  override requestCompleted(...[error, request, reply]: Parameters<LogController['requestCompleted']>): void {
    const line = { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'answered with an error');
    else reply.log.info(line, 'answered');
  }
}

/**
 * The status of a request node refused before it was read: an oversized head, or a connection that sent no request in
 * time (a browser's connection opened ahead: on a 408 it sends its request again on a new one, while a 400 it keeps).
 */
const CLIENT_ERROR_STATUS: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };

/** What the server tells a client whose request it refuses before reading it (a malformed or oversized head), with the headers. */
function refuseUnread(socket: Socket, status: number, headers: [string, string][], shell: string): void {
  const body = Buffer.from(shell);
  const head = [`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`, ...headers.map(([name, value]) => `${name}: ${value}`), `content-type: ${HTML}`, `cache-control: ${NO_STORE}`, `content-length: ${body.length}`, 'connection: close'];
  socket.end(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), body]));
}

/**
 * The render server, on Fastify: the security headers on every answer, request targets refused before routing unless
 * they are plain paths, then the health checks (server/health.ts), the purge webhook, the backend's API (forwarded),
 * the build's files, the pages' stylesheets, robots.txt and the sitemap, the club captcha's picture, every other GET
 * rendered as a page, and a form posted to a page answered by the page's action.
 */
export async function createSiteApp(options: SiteAppOptions): Promise<FastifyInstance> {
  const headers = Object.entries(securityHeaders(options.policy));
  const refuse = (request: FastifyRequest, reply: FastifyReply, why: string, status = 400) => {
    request.log.info({ target: request.raw.url?.slice(0, 200), refused: why }, 'request target refused');
    return reply.code(status).type(HTML).header('cache-control', NO_STORE).send(options.site.shell);
  };
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new RequestLog(),
    genReqId: requestId,
    // Nothing the site takes is larger (the purge webhook's list); the forwarded uploads set their own bound.
    bodyLimit: REVALIDATE_BODY_BYTES,
    // A client has this long to send its whole request: a job application's files from a slow phone (a render has its own deadline).
    requestTimeout: 120_000,
    // Longer than any client's idle reuse (nginx's upstream keepalive included): a socket closed just as it is reused reads as a reset.
    keepAliveTimeout: 65_000,
    // Closing, it answers what still comes on its open connections (each then closed: server/draining.ts) rather than
    // 503, which nginx would pass on as the page's answer (it retries a gone server, never a real 503).
    return503OnClosing: false,
    // Headers a client may take a while to send; past this the connection is answered 408 (Node's own default is a minute).
    http: { headersTimeout: 10_000 },
    trustProxy: 'loopback',
    // A path the router cannot decode (a malformed percent escape) is refused like any other bad target.
    frameworkErrors: (error, request, reply) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      return refuse(request, reply as FastifyReply, error.message);
    },
    clientErrorHandler: (error: NodeJS.ErrnoException, socket: Socket) => {
      if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
      refuseUnread(socket, CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400, headers, options.site.shell);
    },
  });

  const drain = drainOnClose(app);
  declareScenarios(app);
  // A page is named by its route's pattern (/pdp/:slug), which only its render knows; anything else by the server's route.
  app.decorateRequest('pageRoute', undefined);
  const metrics = options.metrics;
  if (metrics) {
    // The raw answer's close comes once, whether it was sent or its visitor left first.
    app.addHook('onRequest', async (_request, reply) => void reply.raw.once('close', metrics.started()));
    app.addHook('onResponse', async (request, reply) => metrics.request(request.pageRoute ?? request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000));
  }
  if (options.scenarios) await app.register(options.scenarios);

  app.addHook('onRequest', async (request, reply) => {
    // On the raw answer: they survive every later path, errors and forwarded answers included.
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    reply.raw.setHeader('x-request-id', request.id);
    const target = request.raw.url ?? '';
    if (target.length > MAX_TARGET_LENGTH) return refuse(request, reply, `longer than ${MAX_TARGET_LENGTH} characters`, 414);
    const refused = refusedTarget(target);
    if (refused) return refuse(request, reply, refused);
  });
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error, 'request failed');
    // The API's callers and the purge webhook read JSON; a page's visitor gets the site's page.
    const json = [...API_PREFIXES, '/__revalidate'].some((prefix) => request.url.startsWith(prefix));
    const body = json ? { error: status < 500 ? error.message : STATUS_CODES[status] } : options.site.shell;
    return reply.code(status).header('cache-control', NO_STORE).type(typeof body === 'string' ? HTML : 'application/json; charset=utf-8').send(body);
  });
  // A file or stylesheet that is not there: 404, kept nowhere (it may be deployed a moment later).
  app.setNotFoundHandler((_request, reply) => reply.code(404).header('cache-control', NO_STORE).type('text/plain; charset=utf-8').send('Not found'));

  await app.register(fastifyCompress, {
    encodings: ['gzip', 'br'],
    threshold: 256,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  registerHealth(app, options.site, drain);

  // Identical page requests at once share one render, and a failed page is given to the requests just behind it.
  const renders = sharedRenders();
  app.post('/__revalidate', async (request, reply) => {
    const answer = await revalidate(request.headers.authorization, request.body, {
      token: options.revalidateToken,
      purgeUrls: options.purgeUrls,
      forget: () => (options.site.renderer.forgetServerCaches(), renders.forget()),
      canonical: (target) => options.site.entry.canonicalTarget(target),
      showing: (kind, id) => options.site.renderer.pagesShowing(kind, id),
    });
    return reply.code(answer.status).header('cache-control', NO_STORE).send(answer.body);
  });
  // The generation every cached page's key starts with, kept by nginx until a publish purges every page (deploy/nginx.conf): any new value does.
  app.get('/__cache-generation', (_request, reply) =>
    reply.code(204).header('x-cache-generation', randomUUID()).header('cache-control', 'public, max-age=0, s-maxage=31536000').send());
  app.route({ method: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'], url: '/__revalidate', handler: (_request, reply) => reply.code(405).header('allow', 'POST').header('cache-control', NO_STORE).send() });

  await registerApiForwarding(app, { backend: options.backend, timeoutMs: options.forwardTimeoutMs });
  await registerBuildFiles(app, options.site.distDir);

  // Neither reads a query: any other spelling goes to the one address, kept nowhere, as a page's does.
  const withoutQuery: RouteShorthandOptions = {
    onRequest: async (request, reply) => {
      if (request.url.includes('?')) return reply.code(301).header('location', request.url.split('?', 1)[0]).header('cache-control', NO_STORE).send();
    },
  };
  app.get('/robots.txt', withoutQuery, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', pageCacheControl(options.freshSeconds)).send(robotsTxt(options.siteBase)),
  );
  app.get('/sitemap.xml', withoutQuery, async (_request, reply) => {
    const { paths } = await options.site.renderer.discover();
    return reply.type('application/xml; charset=utf-8').header('cache-control', pageCacheControl(options.freshSeconds)).send(sitemapXml(options.siteBase, paths));
  });

  const slots = renderSlots(options.renderConcurrency);
  /** A page rendered for the request: a GET, or a form posted to it (its action runs). */
  const page = async (request: FastifyRequest, reply: FastifyReply, form?: PostedForm) => {
    // Operators' files (a dot folder such as the build's .vite/) are no page.
    if (/\/\./.test(request.url.split('?', 1)[0] ?? '')) return reply.callNotFound();
    const gone = new AbortController();
    // Gone already when the request waited behind others (its close came before this handler), or gone later.
    if (request.raw.socket.destroyed) gone.abort();
    else reply.raw.once('close', () => reply.raw.writableFinished || gone.abort());
    const scenario = scenarioKey(request);
    const renderPage = async (signal: AbortSignal): Promise<SharedAnswer> => {
      const renderer = renderFor(options.site.renderer, request);
      const started = performance.now();
      const answer = await withRenderLog(request.log, () =>
        answerPage(options.site, `http://site.invalid${request.url}`, { fresh: options.freshSeconds, deadlineMs: options.renderTimeoutMs, signal, slots, renderer, ...(form && { form }) }));
      metrics?.render(answer.route ?? PAGE_WITHOUT_ROUTE, answer.status, (performance.now() - started) / 1000);
      // A page made under a test scenario is QA's alone: never kept under its plain address.
      if (scenario) answer.headers['cache-control'] = NO_STORE;
      // Encoded once: a string body is measured for its content-length, then encoded again as it is written.
      return { ...answer, body: Buffer.from(answer.body) };
    };
    // A form's answer is its visitor's alone; a GET's is everyone's who asks for the same target (under the same scenario) at once.
    const share = form ? { how: 'alone', answer: renderPage(gone.signal) } : renders.share(scenario ? `${request.url}\n${scenario}` : request.url, gone.signal, renderPage, { keepFailure: !scenario });
    if (share.how === 'joined' || share.how === 'kept') request.log.debug({ url: request.url, shared: true, how: share.how }, 'shared answer');
    // The visitor went before the answer: it goes nowhere (the app shell, as a render cut by its visitor answers).
    const answer = await share.answer.catch((error: unknown): SharedAnswer => {
      if (gone.signal.aborted) return { status: 503, headers: { 'content-type': HTML, 'cache-control': NO_STORE }, body: Buffer.from(options.site.shell) };
      throw error;
    });
    request.pageRoute = answer.route ?? PAGE_WITHOUT_ROUTE;
    // The page's own style rules are inline in its head: its policy allows them by their hash, and nginx keeps it with the page.
    if (answer.styleHash) reply.header('content-security-policy', contentSecurityPolicy(options.policy, [answer.styleHash]));
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  };
  app.get('/*', (request, reply) => page(request, reply));
  await app.register(async (forms) => {
    // A page's form, as a browser posts it without script: urlencoded and small, nothing else read.
    forms.removeAllContentTypeParsers();
    forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_BYTES }, (_request, body, done) => done(null, body));
    forms.post('/*', (request, reply) => page(request, reply, { body: request.body as string, cookie: request.headers.cookie }));
  });
  await app.register(async (uploads) => {
    // The job application posted without script: multipart, its résumé and portfolio within the backend's limits.
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: MAX_FORWARDED_BODY_BYTES }, (_request, body, done) => done(null, body));
    uploads.post(ROUTE_PATHS['about-us'], (request, reply) =>
      page(request, reply, { body: new Uint8Array(request.body as Buffer), type: request.headers['content-type'], cookie: request.headers.cookie }));
  });
  registerRoutePictures(app, options.site);
  app.route({ method: ['PUT', 'PATCH', 'DELETE', 'OPTIONS'], url: '/*', handler: (_request, reply) => reply.code(405).header('allow', 'GET, HEAD').header('cache-control', NO_STORE).send() });
  return app;
}
