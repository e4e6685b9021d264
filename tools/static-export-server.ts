import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { startFixtureServer } from '../fixtures/http/server';
import { securityHeaders, type PolicySettings } from '../schemas/security-policy';
import { registerApiForwarding } from '../server/api-forward';
import { pageFile } from '../server/page-document';

/** A server started for a run: its origin, and a stop that resolves once it has closed. */
export interface RunningServer {
  base: string;
  stop: () => Promise<void>;
}

/**
 * The static export (npm run prerender) served as a host without Node serves it: a file, else the page written for the
 * path (<path>/index.html), else the app shell, compressed as such a host (a CDN, object storage) compresses (the
 * build's gzip and brotli copies where it has them); the fixture API beside it. For `npm run perf`'s side-by-side run.
 */
export async function startStaticExport(exportDir: string, policy: PolicySettings, port: number): Promise<RunningServer> {
  const fixtures = await startFixtureServer(0);
  const app = Fastify();
  const headers = Object.entries(securityHeaders(policy));
  app.addHook('onRequest', async (_request, reply) => void reply.headers(Object.fromEntries(headers)));
  await registerApiForwarding(app, { backend: fixtures.url, timeoutMs: 30_000 });
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, { root: exportDir, index: 'index.html', redirect: false, preCompressed: true, cacheControl: false, setHeaders: (reply) => void reply.header('cache-control', 'no-cache') });
  // A page's address is its folder's index.html, with or without the trailing slash, as such a host resolves it.
  app.setNotFoundHandler((request, reply) => {
    const page = pageFile(exportDir, request.url.split('?', 1)[0] ?? '/');
    return reply.header('cache-control', 'no-cache').sendFile(page && existsSync(page) ? relative(exportDir, page) : 'shell.html');
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      await app.close();
      await fixtures.close();
    },
  };
}
