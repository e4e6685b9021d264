import { createServer } from 'node:http';
import { handlers } from '../fixtures/handlers';
import { fixtureSetDir } from '../fixtures/set';
import { existsSync } from 'node:fs';
import { apiMiddleware, fixtureImages } from './fixture-app';

// npm run fixtures: the bundled fixture API (and its images) as a backend of its own, on PORT (default 4174). The
// render server runs the same fixtures in its own process by default; this one is for a render server pointed at it
// (API_BASE_URL), so the backend can be stopped on its own (npm run loadtest), and for the validator's live runs.
const port = Number(process.env.PORT ?? 4174);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(fixtureSetDir())) {
  console.error(`No fixture set at ${fixtureSetDir()} (FIXTURE_SET=${process.env.FIXTURE_SET ?? ''}).`);
  process.exit(2);
}

const api = apiMiddleware(handlers);
const server = createServer((req, res) => {
  const notFound = () => void res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('No fixture for this path');
  api(req, res, () => fixtureImages(req, res, notFound)).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Fixture server error');
  });
});
server.keepAliveTimeout = 65_000;
server.listen(port, host, () => {
  const fault = process.env.FIXTURE_FAULT ? `, fault: ${process.env.FIXTURE_FAULT}` : '';
  console.log(`Fixture API (${fixtureSetDir()}${fault}): http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
