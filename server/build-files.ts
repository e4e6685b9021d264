import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// The browser build's files as the render server sends them (nginx serves them itself in front of it): hashed assets
// for a year, other files for five minutes, the build's gzip and brotli copies when asked; never a source map, Vite's manifest,
// or index.html (every page is rendered).

/** The caching of a file whose name carries its content's hash. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Serves the files `distDir` holds now (one route each), and answers a missing asset 404 rather than a page. */
export async function registerBuildFiles(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    // A route per file found at start: a path that names no file falls through to the pages.
    wildcard: false,
    globIgnore: ['index.html', 'shell.html', '**/*.map', '**/*.gz', '**/*.br', '.vite/**'],
    index: false,
    dotfiles: 'ignore',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => void reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'public, max-age=300'),
  });
  // A stale chunk must fail loudly, not parse a page as JavaScript; and a missing name is not kept for a year.
  app.get('/assets/*', (_request, reply) => reply.callNotFound());
}
