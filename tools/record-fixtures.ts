import { existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import { fixtureRoutes } from '../fixtures/routes';
import { UsageError } from './cms-validate/args';
import { readBuildSettings } from './cms-validate/env-files';
import type { Exchange } from './cms-validate/network';
import { baseUrlOf, FatalError, readSettings, requireSettings } from './cms-validate/settings';
import { checkLive } from './cms-validate/sources/live';
import { liveTargets } from './cms-validate/sources/targets';
import { parseRecordArgs, RECORD_HELP } from './record/args';
import { toRecording, writeSet, type Recording } from './record/file-set';
import { createRedactor } from './record/redact';

// Records the live answers of every configured screen (the calls the site makes, through the site's own
// call functions) into a fixture set that the fixture server and the site replay with FIXTURE_SET=NAME.

const recordedRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../fixtures/recorded');

/** Refuses to mix a new recording into an old one unless --force, which clears only the fixture folders. */
function prepare(out: string, force: boolean): void {
  if (!existsSync(out) || readdirSync(out).length === 0) return;
  if (!force) throw new FatalError(`${out} is not empty: pass --force to replace its recording`);
  for (const route of fixtureRoutes) rmSync(join(out, route.dir), { recursive: true, force: true });
}

/** A path relative to the working directory when it lies inside it. */
function shown(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') ? rel : path;
}

/** The command that replays a set. */
function replayHint(out: string): string {
  const name = relative(recordedRoot, out);
  return name && !name.startsWith('..') && !name.includes('/') ? `FIXTURE_SET=${name} npm start` : `FIXTURE_SET=${out} npm start`;
}

async function record(argv: readonly string[]): Promise<number> {
  const options = parseRecordArgs(argv);
  if (options.help) {
    process.stdout.write(RECORD_HELP);
    return 0;
  }
  const settings = readSettings(readBuildSettings(process.cwd()));
  requireSettings(settings, true);
  const baseUrl = baseUrlOf(options.baseUrl, settings);
  const out = resolve(options.out);
  prepare(out, options.force);

  const exchanges: Exchange[] = [];
  console.warn = () => undefined; // the site code's browser warnings; the summary below says what matters
  const outcomes = await checkLive(liveTargets({ ...options, screens: true }, settings), {
    baseUrl, settings, network: options.network, onExchanges: (log) => exchanges.push(...log),
  });

  const redactor = createRedactor();
  const files = new Map<string, Recording>();
  const notes: string[] = [];
  for (const exchange of exchanges) {
    if (exchange.status === undefined || exchange.status >= 400) continue;
    const recording = toRecording(exchange, redactor);
    if (typeof recording === 'string') notes.push(recording);
    else files.set(`${recording.route.dir}/${recording.key}`, recording);
  }
  const written = writeSet(out, [...files.values()]);
  const problems = outcomes.flatMap((o) => (o.problem ? [o.problem.message] : []));
  const errors = outcomes.flatMap((o) => o.findings).filter((f) => f.severity === 'error').length;

  const lines = [
    `Recorded ${written.length} answers from ${baseUrl} into ${shown(out)} (${redactor.count} values redacted).`,
    ...notes.map((note) => `  note: ${note}`),
    ...problems.map((problem) => `  problem: ${problem}`),
    errors ? `  ${errors} content errors recorded as they are: npm run validate -- --fixtures ${options.out}` : '',
    `Replay: ${replayHint(out)}`,
  ].filter(Boolean);
  process.stdout.write(`${lines.join('\n')}\n`);
  return problems.length ? 2 : 0;
}

z.config(z.locales.en());
record(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof FatalError) {
      process.stderr.write(`record: ${error.message}\n${error instanceof UsageError ? 'Run with --help for usage.\n' : ''}`);
    } else {
      process.stderr.write(`record: unexpected failure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    }
    process.exitCode = 2;
  },
);
