import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import type { PolicySettings } from '../schemas/security-policy';
import { DEPLOY_DIR, ERROR_PAGE_FILES, PAGE_SECURITY_INCLUDE, readNginxTemplate, renderNginxConf, SECURITY_INCLUDE, writeSecurityIncludes } from './nginx-conf';

// The production stack on this machine: Debian's nginx with deploy/nginx.conf (a temp prefix, never the system
// service) in front of N render servers (`npm run serve`, server/main.ts). `npm run serve:cached`, `npm run loadtest`
// and tests/e2e/nginx.spec.ts all start it here.

export const NGINX = '/usr/sbin/nginx';
/** The dynamic modules deploy/nginx.conf loads (Debian's packages of the same names, without `ngx_`). */
const MODULES = ['ngx_http_brotli_filter_module', 'ngx_http_brotli_static_module', 'ngx_http_cache_purge_module'].map(
  (name) => `/usr/lib/nginx/modules/${name}.so`,
);
export const NGINX_INSTALL = 'apt-get install nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static libnginx-mod-http-cache-purge';

/** Why nginx cannot run this config here (not installed, a module missing), or undefined when it can. */
export function nginxMissing(): string | undefined {
  const missing = [NGINX, ...MODULES].filter((file) => !existsSync(file));
  return missing.length ? `missing ${missing.join(', ')}: ${NGINX_INSTALL} (as root; .ci/run does)` : undefined;
}

/** A process of the stack: its origin, and a stop that resolves once it has exited. */
export interface StackProcess {
  base: string;
  process: ChildProcess;
  stop(): Promise<void>;
  /** Whether stop() was called: an exit it did not ask for came from outside. */
  readonly stopped: boolean;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((done) => (child.exitCode !== null || child.signalCode !== null ? done() : child.once('exit', () => done())));
}

/** `signal` stops it, also when the process that started it ends (SIGKILL would orphan nginx's workers). */
function stoppable(child: ChildProcess, base: string, signal: NodeJS.Signals): StackProcess {
  const kill = () => child.kill(signal);
  process.once('exit', kill);
  let stopped = false;
  return {
    base,
    process: child,
    get stopped() {
      return stopped;
    },
    stop: async () => {
      stopped = true;
      process.off('exit', kill);
      child.kill(signal);
      await exited(child);
    },
  };
}

/** A port nobody listens on now (the kernel's choice). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/** Starts a node process of the stack on a port (`args` after node); resolves once it prints its URL, fails with its log if it exits first. */
function startNodeProcess(name: string, args: string[], port: number, env: NodeJS.ProcessEnv): Promise<StackProcess> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  return new Promise((done, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`:${port}/`)) done(stoppable(child, `http://127.0.0.1:${port}`, 'SIGTERM'));
    });
    child.once('exit', (code) => fail(new Error(`${name} on ${port} exited (${code}): ${log}`)));
  });
}

/** Starts one render server (the build's dist-ssr/server.js) on a port; resolves once it says it listens. */
export const startRenderServer = (port: number, env: NodeJS.ProcessEnv): Promise<StackProcess> =>
  startNodeProcess('the render server', ['dist-ssr/server.js'], port, { LOG_LEVEL: 'warn', ...env });

async function untilAnswering(base: string, child: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${log()}`);
    const answered = await fetch(`${base}/favicon.svg`).then((answer) => answer.ok, () => false);
    if (answered) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not answer on ${base}: ${log()}`);
}

/**
 * Starts nginx with deploy/nginx.conf in a temp prefix (logs/, temp/, the cache) on a port, in front of `upstreams`,
 * with deploy/security-headers.conf and its pages' variant or, given `policy`, the includes `npm run nginx:conf` writes for it, and the
 * per-address limits for every client but `limitExempt`.
 */
/** nginx of the stack, and the folder of its proxy cache (what a made-up URL would grow). */
export interface NginxProcess extends StackProcess {
  cacheDir: string;
}

export async function startNginx(options: { port: number; upstreams: string[]; distDir: string; policy?: PolicySettings; limitExempt?: string[] }): Promise<NginxProcess> {
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-site-'));
  // Started as root, nginx's workers run as nobody: they must reach the prefix (nginx chowns temp/ and the cache).
  chmodSync(prefix, 0o755);
  for (const dir of ['logs', 'temp']) mkdirSync(join(prefix, dir));
  if (options.policy) writeSecurityIncludes(options.policy, prefix);
  else for (const include of [SECURITY_INCLUDE, PAGE_SECURITY_INCLUDE]) cpSync(include, join(prefix, basename(include)));
  for (const file of ERROR_PAGE_FILES) cpSync(join(DEPLOY_DIR, file), join(prefix, file));
  const conf = renderNginxConf(readNginxTemplate(), {
    listen: `127.0.0.1:${options.port}`,
    root: options.distDir,
    upstreams: options.upstreams,
    cacheDir: join(prefix, 'cache'),
    limitExempt: options.limitExempt,
  });
  writeFileSync(join(prefix, 'nginx.conf'), conf);
  const child = spawn(NGINX, ['-e', 'stderr', '-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-g', `daemon off; pid ${join(prefix, 'nginx.pid')}; error_log stderr;`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.once('exit', () => rmSync(prefix, { recursive: true, force: true }));
  const nginx = stoppable(child, `http://127.0.0.1:${options.port}`, 'SIGTERM');
  try {
    await untilAnswering(nginx.base, child, () => log);
  } catch (error) {
    await nginx.stop();
    throw error;
  }
  return { ...nginx, cacheDir: join(prefix, 'cache') };
}

/** Starts the bundled fixture backend (tools/fixture-server.ts) on a port; resolves once it says it listens. */
export const startFixtureBackend = (port: number, env: NodeJS.ProcessEnv): Promise<StackProcess> =>
  startNodeProcess('the fixture backend', ['--import', 'tsx', 'tools/fixture-server.ts'], port, env);

export interface CachedStack {
  nginx: NginxProcess;
  servers: StackProcess[];
  /** The one fixture backend every render server calls, when the stack runs on the fixtures (no API_BASE_URL). */
  fixtureBackend: StackProcess | undefined;
  /** Stops nginx and every render server still running. */
  stop(): Promise<void>;
  /** Resolves with a sentence when nginx or a render server exits while the stack was not being stopped. */
  died: Promise<string>;
}

export interface CachedStackOptions {
  /** nginx's port. */
  port: number;
  /** One render server on each. */
  serverPorts: number[];
  /** Extra environment of the render servers (FIXTURE_SET, FIXTURE_FAULT, REVALIDATE_TOKEN). */
  env?: NodeJS.ProcessEnv;
  /**
   * Told of each render server started again: one sent SIGTERM from outside (`kill <pid>`, a rolling restart's step)
   * answers what it has and exits 0, and a new one takes its port and its place in `servers` (`index`).
   */
  onRestart?: (index: number, server: StackProcess) => void;
  distDir?: string;
}

/**
 * Starts the render servers, then nginx in front of them; resolves once all of them answer. Without an API_BASE_URL
 * the render servers share one fixture backend of their own (FIXTURE_SET and FIXTURE_FAULT go to it), so what one
 * server's visitor did (a captcha asked for, an application sent) is what the next server sees.
 */
export async function startCachedStack(options: CachedStackOptions): Promise<CachedStack> {
  const distDir = resolve(options.distDir ?? 'dist');
  const given = options.env?.API_BASE_URL ?? process.env.API_BASE_URL ?? '';
  const fixtures = given ? undefined : await startFixtureBackend(await freePort(), options.env ?? {});
  const env = { ...options.env, DIST_DIR: distDir, PURGE_URL: `http://127.0.0.1:${options.port}`, API_BASE_URL: given || fixtures?.base };
  const started = await Promise.allSettled(options.serverPorts.map((port) => startRenderServer(port, env)));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  let nginx: NginxProcess | undefined;
  try {
    if (failed) throw failed.reason;
    nginx = await startNginx({ port: options.port, upstreams: options.serverPorts.map((port) => `127.0.0.1:${port}`), distDir });
  } catch (error) {
    await Promise.all([...servers, ...(fixtures ? [fixtures] : [])].map((server) => server.stop()));
    throw error;
  }
  let stopping = false;
  let reportDeath: (sentence: string) => void = () => undefined;
  const died = new Promise<string>((done) => (reportDeath = done));
  const watch = (member: StackProcess, name: string) =>
    member.process.once('exit', (code, signal) => !stopping && reportDeath(`${name} exited (${code ?? signal})`));
  /** Starts render server `index` again on its port, in the place of the last one, which has exited. */
  const startAgain = async (index: number) => {
    const fresh = await startRenderServer(options.serverPorts[index] ?? 0, env);
    if (stopping) return void (await fresh.stop());
    servers[index] = fresh;
    watchServer(fresh, index);
    options.onRestart?.(index, fresh);
  };
  /** A render server sent SIGTERM from outside drains and exits 0: it is started again. Any other exit is a death. */
  function watchServer(server: StackProcess, index: number): void {
    server.process.once('exit', (code, signal) => {
      if (stopping) return;
      if (code === 0 && !server.stopped) return void startAgain(index).catch((error: Error) => reportDeath(error.message));
      reportDeath(`the render server ${server.base} exited (${code ?? signal})`);
    });
  }
  watch(nginx, `nginx (${nginx.base})`);
  servers.forEach(watchServer);
  if (fixtures) watch(fixtures, `the fixture backend ${fixtures.base}`);
  return {
    nginx,
    servers,
    fixtureBackend: fixtures,
    died,
    stop: async () => {
      stopping = true;
      await Promise.all([nginx, ...servers, ...(fixtures ? [fixtures] : [])].map((member) => member.stop()));
    },
  };
}
