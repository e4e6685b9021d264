import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BackendCall } from '../src/config/server-client';
import { FORWARD_TIMEOUT_MS } from './api-forward';
import { loadBuiltSite } from './built-site';
import { fixtureMode, startBundledFixtures } from './fixture-mode';
import { securityHeaders } from '../schemas/security-policy';
import { createMetrics, serveMetrics } from './metrics';
import { captureConsole, logBackendCall } from './render-log';
import { renderProcess } from './render-process';
import { purgeOrigins, readSettings } from './settings';
import { createSiteApp } from './site-app';

// `npm run serve` (node dist-ssr/server.js, built by `npm run build`): the render server. Every page is rendered on
// request with the site's routes and loaders; settings are read here, at start, so one build serves any backend
// (docs/operators.md).

function refuse(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

const read = readSettings(process.env);
if (!read.ok) refuse(`The server's settings are not valid:\n${read.problems.map((p) => `  ${p}`).join('\n')}`);
const settings = read.settings;

renderProcess();

const fixtures = settings.API_BASE_URL ? undefined : await startBundledFixtures().catch((error: Error) => refuse(error.message));
const backend = settings.API_BASE_URL || (fixtures?.url ?? '');

// The built entry sits beside this file in dist-ssr/.
const here = dirname(fileURLToPath(import.meta.url));
const ssrDir = existsSync(join(here, 'entry-server.js')) ? here : resolve('dist-ssr');
// Read at each scrape, once the site below is loaded.
const metrics = settings.METRICS_PORT ? createMetrics(() => site.renderer.circuitState()) : undefined;
const observe = {
  backendCall: (call: BackendCall) => (logBackendCall(call), metrics?.observer.backendCall(call)),
  keptCall: (hit: boolean) => metrics?.observer.keptCall(hit),
};
const site = await loadBuiltSite(resolve(settings.DIST_DIR), ssrDir, { apiBaseUrl: backend, backendTimeoutMs: settings.BACKEND_TIMEOUT_MS, observe }).catch((error: Error) => refuse(error.message));
const { siteBase, policy } = site.entry.buildSettings;

const app = await createSiteApp({
  site,
  backend,
  scenarios: fixtures && fixtureMode,
  metrics,
  revalidateToken: settings.REVALIDATE_TOKEN || undefined,
  purgeUrls: purgeOrigins(settings.PURGE_URL),
  freshSeconds: settings.PAGE_FRESH_SECONDS,
  renderTimeoutMs: settings.RENDER_TIMEOUT_MS,
  renderConcurrency: settings.RENDER_CONCURRENCY,
  forwardTimeoutMs: FORWARD_TIMEOUT_MS,
  siteBase,
  policy,
  logger: { level: settings.LOG_LEVEL },
});
captureConsole(app.log);
await app.listen({ port: settings.PORT, host: settings.HOST }).catch((error: Error) => refuse(error.message));
const { port } = app.server.address() as { port: number };
const metricsServer = metrics && (await serveMetrics(metrics.registry, settings.METRICS_PORT, settings.METRICS_HOST, securityHeaders(policy)).catch((error: Error) => refuse(`METRICS_PORT: ${error.message}`)));
const label = fixtures ? `the bundled fixtures ${process.env.FIXTURE_SET ?? 'data'}${process.env.FIXTURE_FAULT ? `, fault: ${process.env.FIXTURE_FAULT}` : ''}` : backend;
process.stdout.write(`Site server (backend: ${label}; pages fresh ${settings.PAGE_FRESH_SECONDS} s): http://${settings.HOST === '0.0.0.0' ? 'localhost' : settings.HOST}:${port}/\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => metricsServer?.close()).then(() => fixtures?.close()).then(() => process.exit(0)));
}
