import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { getResponse, type HttpHandler } from 'msw';
import { fixtureImagesDir } from '../fixtures/set';
import { securityHeaders, type PolicySettings } from '../schemas/security-policy';
import { isPicture, sendFixtureImage } from './fixture-images';

/** Paths the fixture API answers; everything else is the site. */
const API_PREFIXES = ['/ecommerce/', '/productSearch/'];
const IMAGE_PREFIX = '/fixture-images/';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.webm': 'video/webm', '.mp4': 'video/mp4', '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml']);
/** Build files for operators only (source maps, Vite's manifest under /.vite/): never served, as nginx does. */
const OPERATOR_ONLY = /\.map$|\/\.[^./]/i;

type Next = () => void;

async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const method = req.method ?? 'GET';
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
    method,
    headers,
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: Buffer.concat(chunks) }),
  });
}

/** Answers the fixture API from the msw handlers, as a connect-style middleware (fixture server and vite dev). */
export function apiMiddleware(handlers: HttpHandler[]) {
  return async (req: IncomingMessage, res: ServerResponse, next: Next): Promise<void> => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (!API_PREFIXES.some((p) => path.startsWith(p))) return next();
    const response = await getResponse(handlers, await toRequest(req));
    if (!response) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('No fixture for this call');
      return;
    }
    if (response.type === 'error') {
      req.socket.destroy(); // the 'network' fault: the connection drops with no answer
      return;
    }
    res.writeHead(response.status, { 'content-type': response.headers.get('content-type') ?? 'application/json', 'cache-control': 'no-store' });
    res.end(Buffer.from(await response.arrayBuffer()));
  };
}

const gzipCache = new Map<string, Buffer>();

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, cache: string): void {
  const ext = extname(file).toLowerCase();
  const headers: Record<string, string> = { 'content-type': TYPES[ext] ?? 'application/octet-stream', 'cache-control': cache };
  if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    let body = gzipCache.get(file);
    if (!body) gzipCache.set(file, (body = gzipSync(readFileSync(file), { level: 9 })));
    res.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding', 'content-length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': String(statSync(file).size) });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

/** The path decoded, or undefined when it is no valid percent-encoding (`/%ZZ`): then it names no file. */
function decoded(urlPath: string): string | undefined {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
}

/** A file under root for a URL path, or undefined (never outside root). */
function fileUnder(root: string, urlPath: string): string | undefined {
  const path = decoded(urlPath);
  if (path === undefined) return undefined;
  const file = normalize(join(root, path));
  if (!file.startsWith(root + sep)) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

const notFound = (res: ServerResponse) => res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');

/**
 * Serves the fixture images (pictures processed by their x-oss-process query) and the built site: files that exist, a 404 for missing ones under /assets/,
 * and index.html for every other path, dotted app paths (/pdp/1.5) and undecodable ones (/%ZZ) included.
 */
export function staticMiddleware(distDir: string) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path.startsWith(IMAGE_PREFIX)) {
      const image = fileUnder(fixtureImagesDir, path.slice(IMAGE_PREFIX.length - 1));
      if (image && isPicture(image)) return void sendFixtureImage(req, res, image).catch((error: unknown) => console.error(error));
      if (image) return sendFile(req, res, image, 'public, max-age=86400');
      return void notFound(res);
    }
    if (OPERATOR_ONLY.test(decoded(path) ?? '')) return void notFound(res);
    const file = path === '/' ? undefined : fileUnder(distDir, path);
    if (file) return sendFile(req, res, file, path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    if (path.startsWith('/assets/')) return void notFound(res);
    sendFile(req, res, pageOrShell(distDir, path), 'no-cache');
  };
}

/**
 * The HTML of an app path: its prerendered page (dist/<path>/index.html, `npm run prerender`) when there is one,
 * else the app shell (dist/shell.html, which the prerender keeps, or dist/index.html of a plain build).
 */
export function pageOrShell(distDir: string, urlPath: string): string {
  return fileUnder(distDir, `${urlPath.replace(/\/+$/, '')}/index.html`) ?? shellOf(distDir);
}

/** The app shell: dist/shell.html once the prerender has made index.html the home page, dist/index.html before. */
function shellOf(distDir: string): string {
  const shell = join(distDir, 'shell.html');
  return existsSync(shell) ? shell : join(distDir, 'index.html');
}

/** What the whole fixture site needs: the build, the API handlers and the build settings the headers name. */
export interface SiteOptions {
  distDir: string;
  handlers: HttpHandler[];
  settings: PolicySettings;
}

/** The fixture site as one request handler: security headers on every answer, then the API, then the files. */
export function siteMiddleware({ distDir, handlers, settings }: SiteOptions) {
  const headers = Object.entries(securityHeaders(settings));
  const api = apiMiddleware(handlers);
  const files = staticMiddleware(distDir);
  return (req: IncomingMessage, res: ServerResponse): void => {
    for (const [name, value] of headers) res.setHeader(name, value);
    api(req, res, () => files(req, res)).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Fixture server error');
    });
  };
}

/** The status of a request node's parser refused: too large a header (a huge URL) is 431, anything else 400. */
const refusedStatus = (error: NodeJS.ErrnoException): number => (error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400);

/**
 * The fixture site as an HTTP server. A request node's own parser refuses (a malformed request line or header, a
 * URL past 16 KB) never reaches the handler: it is answered here, as nginx does, with the security headers and the
 * app shell, whose router takes the visitor home.
 */
export function siteServer(options: SiteOptions): Server {
  const server = createServer(siteMiddleware(options));
  const headers = Object.entries(securityHeaders(options.settings));
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const status = refusedStatus(error);
    const body = readFileSync(shellOf(options.distDir));
    const head = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
      ...headers.map(([name, value]) => `${name}: ${value}`),
      'content-type: text/html; charset=utf-8',
      'cache-control: no-store',
      `content-length: ${body.length}`,
      'connection: close',
    ];
    socket.end(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), body]));
  });
  return server;
}
