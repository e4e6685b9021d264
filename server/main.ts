import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fixtureSetDir } from '../fixtures/set';
import { readBuildSettings } from '../tools/cms-validate/env-files';
import { policySettings } from '../tools/nginx-conf';
import { connectBackend, renderProcess } from './backend';
import { loadBuiltSite } from './built-site';
import { DEFAULT_FRESH_SECONDS } from './cache-policy';
import { createSiteServer } from './site-server';

// npm run serve: the render server. Every page is rendered on request with the site's routes and loaders; settings
// are read here, at start, so one build serves any backend (README, "Production serving").

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const apiBaseUrl = (process.env.API_BASE_URL ?? '').replace(/\/+$/, '');
const freshSeconds = Number(process.env.PAGE_FRESH_SECONDS ?? DEFAULT_FRESH_SECONDS);

function refuse(message: string): never {
  console.error(message);
  process.exit(2);
}

if (!Number.isInteger(freshSeconds) || freshSeconds < 1 || freshSeconds > 3600) refuse(`PAGE_FRESH_SECONDS must be 1 to 3600 seconds, not ${process.env.PAGE_FRESH_SECONDS}`);
if (apiBaseUrl && !/^https?:\/\/[^/]+/.test(apiBaseUrl)) refuse(`API_BASE_URL must be an http(s) URL, not ${apiBaseUrl}`);
if (!apiBaseUrl && !existsSync(fixtureSetDir())) refuse(`No fixture set at ${fixtureSetDir()} (FIXTURE_SET=${process.env.FIXTURE_SET ?? ''}).`);

renderProcess();
const backend = await connectBackend(apiBaseUrl);

const site = await loadBuiltSite(resolve(process.env.DIST_DIR ?? 'dist'), resolve(process.env.SSR_DIR ?? 'dist-ssr')).catch((error: Error) => refuse(error.message));
const settings = readBuildSettings(process.cwd());
const server = createSiteServer({
  site,
  fixtures: backend.fixtures,
  apiBaseUrl,
  revalidateToken: process.env.REVALIDATE_TOKEN || undefined,
  purgeUrl: process.env.PURGE_URL || undefined,
  freshSeconds,
  siteBase: settings.VITE_SITE_BASE_URL ?? '',
  // The headers name the origins of the build's settings, as the production host's must.
  policy: policySettings(settings),
  forget: () => site.entry.forgetServerCaches(),
});
server.listen(port, host, () => {
  console.log(`Site server (backend: ${backend.label}; pages fresh ${freshSeconds} s): http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
