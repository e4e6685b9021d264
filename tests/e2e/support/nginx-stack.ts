import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { contentSecurityPolicy, securityHeaders, type PolicySettings } from '../../../schemas/security-policy';
import { parseEnvFile } from '../../../tools/cms-validate/env-files';
import { nginxMissing, startCachedStack, type CachedStack } from '../../../tools/cached-stack';
import { policySettings } from '../../../tools/nginx-conf';
import { fixtureSetDir } from '../../../fixtures/set';
import { expect, test as consoleTest } from '../console';

// The production stack as `npm run serve:cached` starts it: Debian's nginx with deploy/nginx.conf in front of a render
// server, on a copy of the fixture set the tests may change. One stack per worker; the tests that stop a server start
// their own. Ports: NGINX_TEST_PORT (default 4550) + 10 × slot + the worker's index.
export const PORT_BASE = Number(process.env.NGINX_TEST_PORT ?? 4550);
// A test that stops its server or needs other settings starts its own stack (tests of a worker run one at a time).
export const SLOT = { nginx: 0, server: 1, ownNginx: 2, ownServer: 3, standInNginx: 4, standIn: 5, cli: 6, confNginx: 7, confServer: 8, restartNginx: 10, restartServerA: 11, restartServerB: 12, ownMetrics: 13 } as const;
export const TOKEN = 'nginx-spec-token';
export const settings = policySettings(parseEnvFile(readFileSync(resolve('.env'), 'utf8')));

export interface Stack extends CachedStack {
  /** The copied fixture set the render server reads. */
  fixtures: string;
  base: string;
}

export const portOf = (slot: keyof typeof SLOT, worker: number) => PORT_BASE + 10 * SLOT[slot] + worker;

/** Starts the stack on a fresh copy of the fixture set. */
export async function startStack(nginxPort: number, serverPort: number, env: NodeJS.ProcessEnv = {}): Promise<Stack> {
  const fixtures = mkdtempSync(join(tmpdir(), 'nginx-fixtures-'));
  cpSync(fixtureSetDir(''), fixtures, { recursive: true });
  const stack = await startCachedStack({ port: nginxPort, serverPorts: [serverPort], env: { ...env, FIXTURE_SET: fixtures, REVALIDATE_TOKEN: TOKEN } });
  return {
    ...stack,
    fixtures,
    base: stack.nginx.base,
    stop: async () => {
      await stack.stop();
      rmSync(fixtures, { recursive: true, force: true });
    },
  };
}

/** POST /__revalidate for some paths (or what else the body names: content ids, products, CMS pages), as a CMS webhook would. */
export const revalidate = (stack: Stack, paths: string[] | Record<string, string[]>, authorization?: string) =>
  fetch(`${stack.base}/__revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(Array.isArray(paths) ? { paths } : paths),
  });

export const test = consoleTest.extend<{ stack: Stack }, { workerStack: Stack }>({
  workerStack: [
    // Playwright reads the fixtures a fixture needs from this pattern; this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const stack = await startStack(portOf('nginx', workerInfo.parallelIndex), portOf('server', workerInfo.parallelIndex));
      try {
        await use(stack);
      } finally {
        await stack.stop();
      }
    },
    // A render server's start (tsx, the server bundle) took up to 15 s on the busy 2-core machine.
    { scope: 'worker', timeout: 60_000 },
  ],
  stack: async ({ workerStack }, use) => use(workerStack),
});

export const nginxSkip = () => test.skip(nginxMissing() !== undefined, `nginx cannot run deploy/nginx.conf here: ${nginxMissing()}`);

/** The page at `path`, purged (tests ask from 127.0.0.1, which may purge), so its next request is the cache's first. */
export async function uncached(base: string, path: string): Promise<string> {
  await (await fetch(`${base}${path}`, { method: 'PURGE' })).arrayBuffer();
  return path;
}

export async function get(base: string, path: string, headers: Record<string, string> = {}) {
  const answer = await fetch(`${base}${path}`, { headers, redirect: 'manual' });
  return { status: answer.status, headers: answer.headers, cache: answer.headers.get('x-cache-status'), body: await answer.text() };
}

/**
 * Every security header, once. A page's policy may allow its own inline style rules by their hashes (the render
 * server's, passed by nginx): the same policy with those sources in style-src, and nothing else.
 */
export function expectSecurityHeaders(headers: Headers | [string, string][], where: string, policy: PolicySettings = settings): void {
  const list = headers instanceof Headers ? [...headers.entries()] : headers;
  const hashes = [...(list.find(([field]) => field.toLowerCase() === 'content-security-policy')?.[1] ?? '').matchAll(/'(sha256-[\w+/]+=*)'/g)].map((m) => m[1] ?? '');
  for (const [name, value] of Object.entries({ ...securityHeaders(policy), 'content-security-policy': contentSecurityPolicy(policy, hashes) })) {
    // Headers joins repeated fields with ", ": one exact value means the header came once.
    expect(list.filter(([field]) => field.toLowerCase() === name).map(([, v]) => v), `${name} on ${where}`).toEqual([value]);
  }
}

/** nginx's own error page: the status kept, the site's Chinese title for it, a way home, no script or inline style, every header, no-store. */
export function expectErrorPage(answer: { status: number; headers: Headers | [string, string][]; body: string }, status: number, title: string, where: string): void {
  const headers = answer.headers instanceof Headers ? [...answer.headers.entries()] : answer.headers;
  expect(answer.status, where).toBe(status);
  expectSecurityHeaders(headers, where);
  expect(headers.filter(([name]) => name === 'cache-control').map(([, value]) => value), where).toEqual(['no-store']);
  expect(answer.body, where).toContain('<html lang="zh-CN">');
  expect(answer.body, where).toContain(`<h1>${title}</h1>`);
  expect(answer.body, where).toContain('<a class="home" href="/">返回首页</a>');
  expect(answer.body, where).not.toMatch(/<script|style=|<!--#|<center>nginx/);
}

/** An answer's status line and header fields (names lower-cased). */
function parseHead(head: string): { status: number; headers: [string, string][] } {
  const [status = '', ...fields] = head.split('\r\n');
  const headers = fields.map((field) => [field.slice(0, field.indexOf(':')).toLowerCase(), field.slice(field.indexOf(':') + 1).trim()] as [string, string]);
  return { status: Number(status.split(' ')[1]), headers };
}

/** A chunked body's bytes, joined. */
function unchunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; ; ) {
    const end = body.indexOf('\r\n', at);
    const size = parseInt(body.subarray(at, end).toString('latin1'), 16);
    if (!(size > 0)) return Buffer.concat(parts);
    parts.push(body.subarray(end + 2, end + 2 + size));
    at = end + 2 + size + 2;
  }
}

export interface RawAnswer {
  status: number;
  headers: [string, string][];
  body: string;
  /** The statuses of the HEAD requests before, in order. */
  headStatuses: number[];
}

/** `heads` body-less answers, then one whole answer that ends the connection. */
function parseAnswers(all: Buffer, heads: number): RawAnswer {
  let at = 0;
  const nextHead = () => {
    const end = all.indexOf('\r\n\r\n', at);
    if (end < 0) throw new Error(`nginx closed the connection after ${at} bytes of answers`);
    const head = parseHead(all.subarray(at, end).toString('latin1'));
    at = end + 4;
    return head;
  };
  const headStatuses = Array.from({ length: heads }, () => nextHead().status);
  const { status, headers } = nextHead();
  const chunked = headers.some(([name, value]) => name === 'transfer-encoding' && value === 'chunked');
  return { status, headers, body: (chunked ? unchunk(all.subarray(at)) : all.subarray(at)).toString('utf8'), headStatuses };
}

/**
 * Raw requests on one connection, so a malformed path or a method fetch refuses reaches nginx as written: `heads` HEAD
 * requests pipelined first (nginx answers them as fast as it reads them, 1,000 requests a connection at most; their
 * statuses in order), then `line`, which closes the connection and is answered whole.
 */
export function raw(base: string, line: string, heads = { path: '/', count: 0 }) {
  const { hostname } = new URL(base);
  const request = (start: string, close: boolean) => `${start} HTTP/1.1\r\nHost: ${hostname}\r\n${close ? 'Connection: close\r\n' : ''}\r\n`;
  return sendBytes(base, request(`HEAD ${heads.path}`, false).repeat(heads.count) + request(line, true)).then((all) => parseAnswers(all, heads.count));
}

/** Writes `bytes` as they are to nginx (from another loopback address, given `from`) and reads until it closes or resets: every byte it answered. */
export function sendBytes(base: string, bytes: string, from?: string): Promise<Buffer> {
  const { hostname, port } = new URL(base);
  return new Promise((done, fail) => {
    const socket = connect({ port: Number(port), host: hostname, ...(from && { localAddress: from }) }, () => socket.end(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // nginx resets a connection whose body it refused unread: what it answered before is the answer.
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : fail(error)));
    socket.on('close', () => done(Buffer.concat(chunks)));
  });
}

/** One whole request written as it is (its own request line, headers and body), and nginx's one answer. */
export const rawRequest = (base: string, bytes: string, from?: string): Promise<RawAnswer> => sendBytes(base, bytes, from).then((all) => parseAnswers(all, 0));

/**
 * A render server stand-in with a short Cache-Control, so the test sees nginx past the window without waiting a minute;
 * while `gate` is set, it holds every answer until the gate opens (`waiting` of them). Like the render server, it sends
 * the security headers on every answer (nginx passes its policy on pages) and answers the cache's generation.
 */
export function standIn(port: number, cacheControl: string) {
  const state: { renders: number; failing: boolean; gate?: Promise<void>; waiting: number } = { renders: 0, failing: false, waiting: 0 };
  const server: Server = createServer(async (request, response) => {
    for (const [name, value] of Object.entries(securityHeaders(settings))) response.setHeader(name, value);
    // The cache's generation, as a render server answers it (server/site-app.ts): no render, never held.
    if (request.url === '/__cache-generation') return void response.writeHead(204, { 'x-cache-generation': randomUUID(), 'cache-control': 'public, max-age=0, s-maxage=31536000' }).end();
    state.waiting += 1;
    await state.gate;
    state.waiting -= 1;
    if (state.failing) return void response.writeHead(503, { 'cache-control': 'no-store', 'retry-after': '30' }).end('backend down');
    state.renders += 1;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl }).end(`<p>render ${state.renders}</p>`);
  });
  return new Promise<{ state: typeof state; close(): Promise<void> }>((done) =>
    server.listen(port, '127.0.0.1', () =>
      done({ state, close: () => new Promise((closed) => (server.closeAllConnections(), server.close(() => closed()))) }),
    ),
  );
}

/** nginx keeps ages in whole seconds: 3.1 s after a render, a copy with s-maxage=1 (and stale-while-revalidate=1) is past both. */
export const pastTheWindow = () => new Promise((r) => setTimeout(r, 3_100));
