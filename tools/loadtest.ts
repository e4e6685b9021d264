import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { freePort, nginxMissing, startCachedStack, type CachedStack } from './cached-stack';
import { parseWrk, type WrkResult } from './wrk-output';

// `npm run loadtest [-- NGINX_URL [RENDER_SERVER_URL]]`: wrk against the production stack on this machine (started
// here, or a running one): cached pages through nginx, uncached renders straight to a render server, and the cached
// pages again with the render server stopped (only a stack started here can be stopped). Every run is short, on
// loopback only, and stops by itself.

const WRK = '/usr/bin/wrk';
const SECONDS = 8;
const CACHED = ['/', '/pdp/1001'];
const RENDERED = ['/', '/pdp/1001', '/products/category/irons'];

interface Row {
  run: string;
  path: string;
  result: WrkResult;
  target: string;
}

const run = promisify(execFile);

async function wrk(url: string, connections: number): Promise<WrkResult> {
  const { stdout } = await run(WRK, ['-t1', `-c${connections}`, `-d${SECONDS}s`, '--latency', url], { timeout: (SECONDS + 20) * 1000 });
  return parseWrk(stdout);
}

/** Requests each page until it answers 200, so the runs measure the warm path (and nginx holds each page). */
async function warm(base: string, paths: string[], times: number): Promise<void> {
  for (const path of paths) {
    for (let i = 0; i < times; i++) {
      const answer = await fetch(`${base}${path}`);
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`${base}${path} answered ${answer.status} while warming`);
    }
  }
}

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

function print(rows: Row[]): void {
  const lines = [
    ['run', 'path', 'requests/s', 'p50 ms', 'p99 ms', 'non-2xx/3xx', 'errors', 'target'],
    ...rows.map(({ run: name, path, result, target }) => [
      name, path, Math.round(result.requestsPerSecond).toLocaleString('en-US'), ms(result.p50Ms), ms(result.p99Ms),
      String(result.non2xx), String(result.socketErrors), target,
    ]),
  ];
  const widths = lines[0]?.map((_, column) => Math.max(...lines.map((line) => line[column]?.length ?? 0))) ?? [];
  for (const line of lines) console.log(`| ${line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`);
}

const refusal =
  (!existsSync(WRK) && `wrk is not installed: apt-get install wrk (as root).`) ||
  (!process.argv[2] && !existsSync(resolve('dist', 'index.html')) && 'No build in dist/: run `npm run build` first.') ||
  (!process.argv[2] && nginxMissing());
if (refusal) {
  console.error(refusal);
  process.exit(2);
}

let stack: CachedStack | undefined;
let nginxBase = process.argv[2]?.replace(/\/$/, '');
let serverBase = process.argv[3]?.replace(/\/$/, '');
if (!nginxBase) {
  stack = await startCachedStack({ port: await freePort(), serverPorts: [await freePort()] });
  nginxBase = stack.nginx.base;
  serverBase = stack.servers[0]?.base;
}
const rows: Row[] = [];
try {
  console.log(`wrk, ${SECONDS} s a run, 1 thread; nginx ${nginxBase}, render server ${serverBase ?? '(not given: no uncached runs)'}`);
  // Other work on the machine moves the p99 most: the load says how busy it was.
  console.log(`load average before: ${loadavg().map((n) => n.toFixed(1)).join(', ')}`);
  await warm(nginxBase, CACHED, 3);
  for (const path of CACHED) rows.push({ run: 'cached (nginx)', path, result: await wrk(`${nginxBase}${path}`, 8), target: 'p99 < 20 ms at >= 2,000/s' });
  if (serverBase) {
    await warm(serverBase, RENDERED, 20);
    for (const path of RENDERED) {
      rows.push({ run: 'rendered (server)', path, result: await wrk(`${serverBase}${path}`, 2), target: path.startsWith('/pdp/') ? 'p50 < 25 ms' : '' });
    }
  }
  if (stack) {
    await warm(nginxBase, CACHED, 1);
    await stack.servers[0]?.stop();
    for (const path of CACHED) rows.push({ run: 'cached, server down', path, result: await wrk(`${nginxBase}${path}`, 8), target: 'no non-2xx' });
  }
} finally {
  await stack?.stop();
}
print(rows);
const failedAnswers = rows.filter((row) => row.result.non2xx > 0 || row.result.socketErrors > 0);
for (const row of failedAnswers) console.log(`${row.run} ${row.path}: ${row.result.non2xx} non-2xx/3xx answers, ${row.result.socketErrors} socket errors`);
process.exit(failedAnswers.length ? 1 : 0);
