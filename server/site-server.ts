import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { HttpHandler } from 'msw';
import { securityHeaders, type PolicySettings } from '../schemas/security-policy';
import { apiMiddleware, fixtureImages, pageFaults } from '../tools/fixture-app';
import { FAULT_HEADER } from '../fixtures/faults';
import type { BuiltSite } from './built-site';
import { NO_STORE, pageCacheControl } from './cache-policy';
import { answerPage } from './page-answer';
import { robotsTxt, sitemapXml } from './page-document';
import { STYLES_PATH, stylesheetAt } from './page-styles';
import { revalidate } from './revalidate';
import { IMMUTABLE, notFound, sendBody, serveBuildFile } from './static-files';

/** Paths of the backend's API, answered by the bundled fixtures or forwarded to API_BASE_URL. */
const API_PATH = /^\/(ecommerce|productSearch)\//;
/** The most a revalidate body may be. */
const MAX_BODY_BYTES = 256 * 1024;

/** Everything the server answers from, read once at start. */
export interface SiteServerOptions {
  site: BuiltSite;
  /** The fixture API's handlers when the server runs the bundled fixtures; undefined when API_BASE_URL names a backend. */
  fixtures: HttpHandler[] | undefined;
  /** The backend the browser's same-origin API calls are forwarded to (when not on the fixtures). */
  apiBaseUrl: string;
  revalidateToken: string | undefined;
  purgeUrl: string | undefined;
  freshSeconds: number;
  siteBase: string;
  policy: PolicySettings;
  /** Forgets what the render keeps between requests (the category tree), on publish. */
  forget: () => void;
}

async function readBody(req: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const json = (res: ServerResponse, status: number, body: unknown): void =>
  void
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': NO_STORE }).end(JSON.stringify(body));

/** Forwards a same-origin API call of the browser to the backend, as nginx would in front of it. */
async function forwardApi(apiBaseUrl: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string' && !['host', 'connection'].includes(name)) headers.set(name, value);
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  const answer = await fetch(new URL(req.url ?? '/', apiBaseUrl), { method, headers, ...(body === undefined ? {} : { body }) });
  res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json', 'cache-control': NO_STORE });
  res.end(Buffer.from(await answer.arrayBuffer()));
}

/** Answers one request: the purge endpoint, the API, the pages' stylesheets, the sitemap, build files, then pages. */
async function handle(options: SiteServerOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://site.invalid');
  const path = url.pathname;
  const next = () => undefined;
  if (path === '/__revalidate') {
    if (req.method !== 'POST') return void res.writeHead(405, { allow: 'POST', 'cache-control': NO_STORE }).end();
    const body = await readBody(req);
    if (body === undefined) return json(res, 413, { error: 'the body is too large' });
    const answer = await revalidate(req.headers.authorization, body, { token: options.revalidateToken, purgeUrl: options.purgeUrl, forget: options.forget });
    return json(res, answer.status, answer.body);
  }
  if (API_PATH.test(path)) return options.fixtures ? apiMiddleware(options.fixtures)(req, res, next) : forwardApi(options.apiBaseUrl, req, res);
  // The demo's pictures are the fixture backend's: answered here, or forwarded to it like the API.
  if (path.startsWith('/fixture-images/')) return options.fixtures ? fixtureImages(req, res, next) : forwardApi(options.apiBaseUrl, req, res);
  if (path.startsWith(STYLES_PATH)) {
    const css = stylesheetAt(path, url.searchParams.get('d'));
    return css === undefined ? void notFound(res) : sendBody(req, res, 200, Buffer.from(css), { 'content-type': 'text/css; charset=utf-8', 'cache-control': IMMUTABLE });
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { allow: 'GET, HEAD', 'cache-control': NO_STORE }).end();
  if (path === '/robots.txt') return sendBody(req, res, 200, Buffer.from(robotsTxt(options.siteBase)), { 'content-type': 'text/plain; charset=utf-8', 'cache-control': pageCacheControl(options.freshSeconds) });
  if (path === '/sitemap.xml') {
    const { paths } = await options.site.entry.discover();
    return sendBody(req, res, 200, Buffer.from(sitemapXml(options.siteBase, paths)), { 'content-type': 'application/xml; charset=utf-8', 'cache-control': pageCacheControl(options.freshSeconds) });
  }
  if (serveBuildFile(options.site.distDir, req, res, path)) return;
  const faults = options.fixtures ? req.headers[FAULT_HEADER] : undefined;
  const page = await pageFaults.run(typeof faults === 'string' ? faults : undefined, () => answerPage(options.site, `http://site.invalid${req.url ?? '/'}`, options.freshSeconds));
  sendBody(req, res, page.status, Buffer.from(page.body), page.headers);
}

/** The status of a request node's parser refused: too large a header (a huge URL) is 431, anything else 400. */
const refusedStatus = (error: NodeJS.ErrnoException): number => (error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400);

/**
 * The render server: security headers on every answer, then `handle`. A request node's own parser refuses (a
 * malformed request line or header, a URL past 16 KB) is answered here, as nginx does, with the headers and the app shell.
 */
export function createSiteServer(options: SiteServerOptions): Server {
  const headers = Object.entries(securityHeaders(options.policy));
  const server = createServer((req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    handle(options, req, res).catch((error: unknown) => {
      console.error('[server]', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': NO_STORE }).end('Server error');
      else res.destroy();
    });
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const status = refusedStatus(error);
    const body = Buffer.from(options.site.shell);
    const head = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
      ...headers.map(([name, value]) => `${name}: ${value}`),
      'content-type: text/html; charset=utf-8',
      `cache-control: ${NO_STORE}`,
      `content-length: ${body.length}`,
      'connection: close',
    ];
    socket.end(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), body]));
  });
  // Longer than any client's idle reuse (nginx's upstream keepalive included): a socket closed just as it is reused reads as a reset.
  server.keepAliveTimeout = 65_000;
  return server;
}
