import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { handlers } from '../fixtures/handlers';
import { fixtureSetDir } from '../fixtures/set';
import { readBuildSettings } from './cms-validate/env-files';
import { siteServer } from './fixture-app';

// Serves the built site and the fixture API over real HTTP, so the site's own HTTP client path runs end to end.
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const distDir = resolve(process.env.DIST_DIR ?? 'dist');

if (!existsSync(resolve(distDir, 'index.html'))) {
  console.error(`No build in ${distDir}: run \`npm run build\` first (or \`npm start\`, which builds and serves).`);
  process.exit(2);
}
if (!existsSync(fixtureSetDir())) {
  console.error(`No fixture set at ${fixtureSetDir()} (FIXTURE_SET=${process.env.FIXTURE_SET ?? ''}).`);
  process.exit(2);
}

// The headers name the origins of the build's settings, as the production host's must.
const settings = readBuildSettings(process.cwd());
const server = siteServer({
  distDir,
  handlers,
  settings: { apiBaseUrl: settings.VITE_API_BASE_URL ?? '', imageBaseUrl: settings.VITE_IMAGE_BASE_URL ?? '', mapKey: settings.VITE_MAP_KEY ?? '' },
});
// Longer than any client's idle reuse: a socket closed just as a busy client reuses it reads as ECONNRESET.
server.keepAliveTimeout = 65_000;
server.listen(port, host, () => {
  const fault = process.env.FIXTURE_FAULT ? `, fault: ${process.env.FIXTURE_FAULT}` : '';
  console.log(`Site on fixtures (${fixtureSetDir()}${fault}): http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
