import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

// The build's files as the render server sends them (nginx serves them itself in production): hashed assets for a
// year, other files for five minutes, gzip when asked, never a source map or Vite's manifest.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.webm': 'video/webm', '.mp4': 'video/mp4', '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml']);
const COMPRESSIBLE_TYPE = /html|javascript|css|json|xml|svg|text\/plain/;
/** Build files for operators only (source maps, Vite's manifest under /.vite/): never served, as nginx does. */
const OPERATOR_ONLY = /\.map$|\/\.[^./]/i;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const gzipCache = new Map<string, Buffer>();

/** Sends a body, gzipped when the client takes it and the type is worth it. */
export function sendBody(req: IncomingMessage, res: ServerResponse, status: number, body: Buffer, headers: Record<string, string>): void {
  if (COMPRESSIBLE_TYPE.test(headers['content-type'] ?? '') && body.length > 256 && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    const zipped = gzipSync(body, { level: 6 });
    res.writeHead(status, { ...headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding', 'content-length': String(zipped.length) });
    res.end(req.method === 'HEAD' ? undefined : zipped);
    return;
  }
  res.writeHead(status, { ...headers, 'content-length': String(body.length) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Sends a file of the build or the fixtures with its type and cache policy (build files gzipped once, then from memory). */
export function sendFile(req: IncomingMessage, res: ServerResponse, file: string, cache: string): void {
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
export function decoded(urlPath: string): string | undefined {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
}

/** A file under root for a URL path, or undefined (never outside root). */
export function fileUnder(root: string, urlPath: string): string | undefined {
  const path = decoded(urlPath);
  if (path === undefined) return undefined;
  const file = normalize(join(root, path));
  if (!file.startsWith(root + sep)) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

export const notFound = (res: ServerResponse) => res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end('Not found');

/**
 * Answers a request for a file of the build: the file when there is one (not index.html: pages are rendered), a 404
 * for a missing one under /assets/ (a stale chunk must fail loudly, not parse HTML as JavaScript) and for operators'
 * files. False when the path is no file's: the caller renders it as a page.
 */
export function serveBuildFile(distDir: string, req: IncomingMessage, res: ServerResponse, path: string): boolean {
  if (OPERATOR_ONLY.test(decoded(path) ?? '')) return notFound(res), true;
  const file = path === '/' || path.endsWith('/index.html') ? undefined : fileUnder(distDir, path);
  if (file) return sendFile(req, res, file, path.startsWith('/assets/') ? IMMUTABLE : 'public, max-age=300'), true;
  if (path.startsWith('/assets/')) return notFound(res), true;
  return false;
}
