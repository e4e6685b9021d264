import { existsSync } from 'node:fs';
import { uploadDir } from '../fixtures/applications';
import { fixtureSetDir } from '../fixtures/set';
import { startFixtureServer } from '../fixtures/http/server';

// npm run fixtures: the bundled fixture API (and its images) as a backend of its own, on PORT (default 4174), for a
// render server pointed at it (API_BASE_URL; `npm run serve:cached` runs one for all its render servers), so the
// backend can be stopped on its own (npm run loadtest), and for the validator's live runs.
const port = Number(process.env.PORT ?? 4174);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(fixtureSetDir())) {
  console.error(`No fixture set at ${fixtureSetDir()} (FIXTURE_SET=${process.env.FIXTURE_SET ?? ''}).`);
  process.exit(2);
}

const server = await startFixtureServer(port, host);
const fault = process.env.FIXTURE_FAULT ? `, fault: ${process.env.FIXTURE_FAULT}` : '';
// One line, the URL and the folder the job applications it receives are written to (FIXTURE_UPLOAD_DIR): QA reads them there.
console.log(`Fixture API (${fixtureSetDir()}${fault}): ${server.url.replace('0.0.0.0', 'localhost')}/ (job applications: ${uploadDir()})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void server.close().then(() => process.exit(0)));
