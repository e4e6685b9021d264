import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The repository root: the CLI reads .env from here, as `npm run validate` does. */
export const ROOT = resolve(__dirname, '../../..'); // vitest defines __dirname; import.meta.url is not a file URL under jsdom

/** What a finished CLI process left behind. */
export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

// Children get plain output whatever the test runner's terminal is, and no build settings from the runner.
export const childEnv = (extra: Record<string, string>) => {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', ...extra };
  delete env.FORCE_COLOR;
  for (const key of Object.keys(env)) if (key.startsWith('VITE_') && !(key in extra)) delete env[key];
  return env;
};

/** A run still going after this long has hung: it is killed and reported, so the suite fails fast. */
const RUN_LIMIT_MS = 40_000;

/** The tools the suite runs; bundled by prepareTools. */
const TOOLS = ['tools/cms-validate/main.ts', 'tools/record-fixtures.ts', 'tools/fixture-server.ts'];
let bundles: Record<string, string> = {};

/** Bundles the tools once for this file's processes (see bundle-tools.ts); answers the clean-up. */
export async function prepareTools(): Promise<() => void> {
  const cache = join(ROOT, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  // Its own folder per run: several people may run the suite in one tree at once.
  const outDir = mkdtempSync(join(cache, 'cli-tests-'));
  const built = await runNode(['--import', 'tsx', 'tests/cli/support/bundle-tools.ts', outDir, ...TOOLS]);
  if (built.code !== 0) throw new Error(`bundling the tools failed: ${built.stderr}`);
  bundles = Object.fromEntries(TOOLS.map((tool) => [tool, join(outDir, tool.replace(/\.ts$/, '.mjs'))]));
  return () => rmSync(outDir, { recursive: true, force: true });
}

/** node's arguments for a tool: its bundle when prepared, else the source through tsx (as npm scripts run it). */
const nodeArgs = (script: string) => (bundles[script] ? [bundles[script]] : ['--import', 'tsx', script]);

/** Runs at once: one a core. Started together, twenty runs share two cores, and each takes as long as all of them. */
const RUNS_AT_ONCE = availableParallelism();
let running = 0;
const waiting: (() => void)[] = [];

/** Runs `task` once fewer than RUNS_AT_ONCE runs are going. */
async function inTurn<T>(task: () => Promise<T>): Promise<T> {
  // A finished run hands its slot to the next one waiting.
  if (running >= RUNS_AT_ONCE) await new Promise<void>((go) => waiting.push(go));
  else running += 1;
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Runs node with `args` in the repository root and collects the output; a run past `limitMs` is killed. */
export const runNode = (args: readonly string[], extra: Record<string, string> = {}, limitMs = RUN_LIMIT_MS): Promise<Run> => inTurn(() => spawnNode(args, extra, limitMs));

function spawnNode(args: readonly string[], extra: Record<string, string>, limitMs: number): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [...args], { cwd: ROOT, env: childEnv(extra) });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      stderr += `\n[test] killed after ${limitMs} ms: node ${args.join(' ')}`;
      child.kill('SIGKILL');
    }, limitMs);
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    });
  });
}

/** Runs a tool of tools/ as its own node process and collects its output. */
export const runTool = (script: string, args: readonly string[], extra: Record<string, string> = {}) => runNode([...nodeArgs(script), ...args], extra);

/** `cms-validate ARGS` as a process. */
export const runCli = (args: readonly string[], extra: Record<string, string> = {}) => runTool('tools/cms-validate/main.ts', args, extra);

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

let distDir: string | undefined;
/** The fixture server wants a build to serve; the CLI only needs its API, so a one-file build will do. */
function tinyDist(): string {
  if (!distDir) {
    distDir = mkdtempSync(join(tmpdir(), 'cli-dist-'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>cli tests</title>\n');
  }
  return distDir;
}

/** A running fixture server (tools/fixture-server.ts) over real HTTP. */
export interface FixtureServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts the fixture server on a free port with `env` (FIXTURE_SET, FIXTURE_FAULT ...); resolves once it listens. */
export async function startFixtureServer(env: Record<string, string> = {}): Promise<FixtureServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, nodeArgs('tools/fixture-server.ts'), {
    cwd: ROOT,
    env: childEnv({ PORT: String(port), HOST: '127.0.0.1', DIST_DIR: tinyDist(), ...env }),
  });
  let output = '';
  await new Promise<void>((done, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`:${port}/`)) done();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`fixture server exited (${code}): ${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    }),
  };
}
