import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { startBackendProxy } from './backend-proxy';
import { freePort, nginxMissing, startCachedStack, startFixtureBackend, startNginx, type CachedStack, type NginxProcess } from './cached-stack';
import { askAll, cacheFiles, listenAsAnotherHost, mintedUrls, sendTarget, ssrfCorpus } from './edge-checks';
import { SLOWLORIS_SOCKETS, stampede, visitDuringSlowloris, type SlowlorisFigures } from './nginx-holds';
import { identicalVisitors, visitorsBesideCraftedTargets } from './production-checks';
import { median, rangeOf, span } from './run-spread';
import { parseWrk, type WrkResult } from './wrk-output';

// `npm run loadtest [-- NGINX_URL [RENDER_SERVER_URL]]`: wrk against the production stack on this machine (started
// here, or a running one): cached pages through nginx, uncached renders straight to a render server, a new visitor
// while a slowloris is held, and, on a stack started here, a stack of its own whose backend a proxy slows and hangs:
// 12 visitors at once on each kind of address nginx never keeps, visitors beside targets crafted for long answers, a
// stampede on one slow page, and the cached pages 65 s into the backend's outage; then the cached pages again with the
// render server stopped. Every run is short, on loopback only,
// and stops by itself. The wrk runs go through a second nginx of the stack that exempts 127.0.0.1 from the per-address
// limits (wrk is one address at thousands of requests a second); the slowloris and the stampede go through nginx as
// configured for production, limits and all.

const WRK = '/usr/bin/wrk';
const SECONDS = 8;
const CACHED = ['/', '/pdp/1001'];
const RENDERED = ['/', '/pdp/1001', '/products/category/irons'];
/** Renders are measured in turns, path after path, this many rounds: one run's CPU a render scatters by a third (9.6-15.5 ms once). */
const RENDER_ROUNDS = 3;
const RENDER_SECONDS = 5;
/** The cached page a visitor asks for during the slowloris. */
const SLOWLORIS_PAGE = '/pdp/1001';
/** The cached page measured against the same HTML as a file nginx serves, in turns: single rounds scatter (0.47-1.63 once). */
const RATIO_PAGE = '/pdp/1001';
const PLAIN_FILE = '/plain-pdp-1001.html';
const RATIO_ROUNDS = 3;
const RATIO_SECONDS = 5;
const RATIO_TARGET = 0.8;
/** Connections of the burst after which the next request's wait says what backlog the render server keeps. */
const BURST_CONNECTIONS = 256;
/** How long the backend has hung when the cached pages are measured: past the pages' freshness and stale window (30 + 30 s). */
const OUTAGE_SECONDS = 65;
/** Addresses nginx never keeps, each asked by 12 visitors at once: none may wait behind another's render. */
const UNKEPT = ['/search-results-page?keyword=%E7%B3%BB%E5%88%97', '/pdp/999999', '/about-us?utm_source=x', '/no-such-page'];

interface Row {
  run: string;
  path: string;
  result: WrkResult;
  target: string;
  /** CPU milliseconds the render server spent per request (the median of the rounds, and their range): what a render costs, however busy the machine is. */
  cpu?: { median: number; range: [number, number] };
}

/** Linux's clock ticks a second (USER_HZ), the unit of /proc/<pid>/stat's CPU times. */
const TICKS_PER_SECOND = 100;

/** CPU milliseconds (user + system) a process of this machine has used so far, from /proc. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  // After the command name: utime and stime are the 12th and 13th fields.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

const run = promisify(execFile);

async function wrk(url: string, connections: number, seconds = SECONDS): Promise<WrkResult> {
  const { stdout } = await run(WRK, [`-t${connections > 8 ? 2 : 1}`, `-c${connections}`, `-d${seconds}s`, '--latency', url], { timeout: (seconds + 20) * 1000 });
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

/** The rounds' medians, and every failed answer of them. */
const medianResult = (runs: WrkResult[]): WrkResult => ({
  requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
  p50Ms: median(runs.map((r) => r.p50Ms)),
  p99Ms: median(runs.map((r) => r.p99Ms)),
  requests: runs.reduce((sum, r) => sum + r.requests, 0),
  non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  socketErrors: runs.reduce((sum, r) => sum + r.socketErrors, 0),
});

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

function print(rows: Row[]): void {
  const lines = [
    ['run', 'path', 'requests/s', 'p50 ms', 'p99 ms', 'server CPU ms/request (rounds)', 'non-2xx/3xx', 'errors', 'target'],
    ...rows.map(({ run: name, path, result, target, cpu }) => [
      name, path, Math.round(result.requestsPerSecond).toLocaleString('en-US'), ms(result.p50Ms), ms(result.p99Ms),
      cpu ? `${ms(cpu.median)} (${span(cpu.range, 1)})` : '', String(result.non2xx), String(result.socketErrors), target,
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
let unlimited: NginxProcess | undefined;
/** The web root of the unlimited nginx: one file, the cached page's HTML, to serve as nginx serves any file. */
let plainRoot: string | undefined;
let nginxBase = process.argv[2]?.replace(/\/$/, '');
let serverBase = process.argv[3]?.replace(/\/$/, '');
if (!nginxBase) {
  stack = await startCachedStack({ port: await freePort(), serverPorts: [await freePort()] });
  nginxBase = stack.nginx.base;
  serverBase = stack.servers[0]?.base;
  const upstreams = stack.servers.map((server) => server.base.replace('http://', ''));
  plainRoot = mkdtempSync(join(tmpdir(), 'loadtest-root-'));
  // nginx's workers run as nobody when started as root.
  chmodSync(plainRoot, 0o755);
  unlimited = await startNginx({ port: await freePort(), upstreams, distDir: plainRoot, limitExempt: ['127.0.0.1'] });
}
// A given nginx is measured as it is: give it limitExempt for 127.0.0.1, or its limits answer wrk with 429s.
const wrkBase = unlimited?.base ?? nginxBase;
const rows: Row[] = [];
let held: SlowlorisFigures | undefined;
let ssrf: { targets: number; reached: number; statuses: Record<string, number> } | undefined;
let minted: { urls: number; statuses: Record<string, number>; files: number; bytes: number } | undefined;
let herd: Awaited<ReturnType<typeof stampede>> | undefined;
let ratio: { ratios: number[]; cached: number[]; plain: number[] } | undefined;
let burst: { requests: number; nextMs: number } | undefined;
const identical: { path: string; answeredMs: number[]; statuses: Record<string, number> }[] = [];
let crafted: Awaited<ReturnType<typeof visitorsBesideCraftedTargets>> | undefined;
try {
  console.log(`wrk, ${SECONDS} s a run, 1 thread; nginx ${wrkBase} (wrk), ${nginxBase} (limited), render server ${serverBase ?? '(not given: no uncached runs)'}`);
  // Other work on the machine moves the p99 most: the load says how busy it was.
  console.log(`load average before: ${loadavg().map((n) => n.toFixed(1)).join(', ')}`);
  await warm(wrkBase, CACHED, 3);
  for (const path of CACHED) rows.push({ run: 'cached (nginx)', path, result: await wrk(`${wrkBase}${path}`, 8), target: 'p99 < 20 ms at >= 2,000/s' });
  if (plainRoot) {
    // The same bytes as a file: what nginx does at best, measured in turns with the cached page so load falls on both.
    writeFileSync(join(plainRoot, PLAIN_FILE.slice(1)), await (await fetch(`${wrkBase}${RATIO_PAGE}`)).text());
    ratio = { ratios: [], cached: [], plain: [] };
    for (let round = 0; round < RATIO_ROUNDS; round++) {
      const cached = (await wrk(`${wrkBase}${RATIO_PAGE}`, 8, RATIO_SECONDS)).requestsPerSecond;
      const plain = (await wrk(`${wrkBase}${PLAIN_FILE}`, 8, RATIO_SECONDS)).requestsPerSecond;
      ratio.cached.push(cached);
      ratio.plain.push(plain);
      ratio.ratios.push(cached / plain);
    }
  }
  if (serverBase) {
    await warm(serverBase, RENDERED, 20);
    const pid = stack?.servers[0]?.process.pid;
    const rounds = new Map(RENDERED.map((path) => [path, [] as { result: WrkResult; cpuMs: number }[]]));
    for (let round = 0; round < RENDER_ROUNDS; round++) {
      for (const path of RENDERED) {
        const before = pid === undefined ? 0 : cpuMs(pid);
        const result = await wrk(`${serverBase}${path}`, 2, RENDER_SECONDS);
        rounds.get(path)?.push({ result, cpuMs: pid === undefined ? Number.NaN : (cpuMs(pid) - before) / result.requests });
      }
    }
    for (const [path, runs] of rounds) {
      const cpus = runs.map((r) => r.cpuMs);
      rows.push({
        run: `rendered (server), median of ${RENDER_ROUNDS}`,
        path,
        result: medianResult(runs.map((r) => r.result)),
        ...(pid !== undefined && { cpu: { median: median(cpus), range: rangeOf(cpus) } }),
        target: path.startsWith('/pdp/') ? 'p50 < 25 ms, CPU <= 15 ms' : '',
      });
    }
    // A burst that leaves: its renders stop with their visitors, so the next visitor waits only for what is still read.
    const { requests } = await wrk(`${serverBase}/pdp/1001`, BURST_CONNECTIONS, 5);
    const started = performance.now();
    await (await fetch(`${serverBase}/robots.txt`)).arrayBuffer();
    burst = { requests, nextMs: performance.now() - started };
  }
  // The edge as an attacker tries it: targets naming another host (through nginx and straight to the render server),
  // and made-up file and query URLs, each of which would be a cache entry if the site let it.
  const other = await listenAsAnotherHost();
  try {
    const targets = ssrfCorpus(other.host);
    const statuses: Record<string, number> = {};
    for (const origin of [wrkBase, serverBase].filter((o): o is string => o !== undefined)) {
      for (const target of targets) {
        const status = String(await sendTarget(origin, target));
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }
    ssrf = { targets: targets.length, reached: other.hits.length, statuses };
  } finally {
    await other.close();
  }
  if (unlimited) {
    const before = cacheFiles(unlimited.cacheDir);
    const urls = mintedUrls(1_000);
    const statuses = await askAll(unlimited.base, urls, 8);
    const after = cacheFiles(unlimited.cacheDir);
    minted = { urls: urls.length, statuses, files: after.files - before.files, bytes: after.bytes - before.bytes };
  }
  await warm(nginxBase, [SLOWLORIS_PAGE], 1);
  held = await visitDuringSlowloris(`${nginxBase}${SLOWLORIS_PAGE}`);
  if (stack) {
    // A stack of its own whose backend (the fixtures behind a proxy) can be slowed and hung.
    const fixtures = await startFixtureBackend(await freePort(), {});
    const proxy = await startBackendProxy(fixtures.base);
    const own = await startCachedStack({ port: await freePort(), serverPorts: [await freePort()], env: { API_BASE_URL: proxy.url } });
    const ownUnlimited = await startNginx({ port: await freePort(), upstreams: own.servers.map((server) => server.base.replace('http://', '')), distDir: resolve('dist'), limitExempt: ['127.0.0.1'] });
    try {
      await warm(own.nginx.base, ['/contact-us'], 1);
      for (const path of UNKEPT) identical.push({ path, ...(await identicalVisitors(`${own.nginx.base}${path}`)) });
      crafted = await visitorsBesideCraftedTargets(own.nginx.base, '/pdp/1001');
      proxy.setDelay(3_000);
      herd = await stampede(`${own.nginx.base}/pdp/1002`, () => proxy.calls('/fullProductDetail'));
      proxy.setDelay(0);
      await warm(ownUnlimited.base, CACHED, 1);
      proxy.hang();
      console.log(`The backend hangs: the cached pages are measured ${OUTAGE_SECONDS} s into the outage.`);
      await new Promise((r) => setTimeout(r, OUTAGE_SECONDS * 1000));
      for (const path of CACHED) rows.push({ run: `cached, backend hung ${OUTAGE_SECONDS} s`, path, result: await wrk(`${ownUnlimited.base}${path}`, 16), target: 'p99 < 100 ms, no non-2xx' });
    } finally {
      await ownUnlimited.stop();
      await own.stop();
      await proxy.close();
      await fixtures.stop();
    }
    await warm(wrkBase, CACHED, 1);
    await stack.servers[0]?.stop();
    for (const path of CACHED) rows.push({ run: 'cached, server down', path, result: await wrk(`${wrkBase}${path}`, 8), target: 'no non-2xx' });
  }
} finally {
  await unlimited?.stop();
  await stack?.stop();
  if (plainRoot) rmSync(plainRoot, { recursive: true, force: true });
}
print(rows);
if (held) {
  console.log(`\nA new visitor (a connection a request, one every 20 ms for 15 s) for ${SLOWLORIS_PAGE} while ${SLOWLORIS_SOCKETS.toLocaleString('en-US')} slowloris sockets`);
  console.log(`(a header line each every 10 s, re-opened when closed) were held: ${held.visits} visits, p50 ${ms(held.p50Ms)} ms, p99 ${ms(held.p99Ms)} ms, by status ${JSON.stringify(held.statuses)} (target: all 200, p99 < 100 ms).`);
  console.log(`nginx closed ${held.closedByNginx.toLocaleString('en-US')} slowloris sockets, each after at most ${(held.longestHeldMs / 1000).toFixed(1)} s; at the end it held ${held.heldAtEnd.toLocaleString('en-US')}, ${held.firstHeldAtEnd.toLocaleString('en-US')} of the first ${SLOWLORIS_SOCKETS.toLocaleString('en-US')}.`);
}
for (const { path, answeredMs, statuses } of identical) {
  console.log(`12 visitors at once on ${path} (never kept): answered at ${answeredMs.map((m) => (m / 1000).toFixed(2)).join(', ')} s, by status ${JSON.stringify(statuses)} (target: none behind another's render).`);
}
if (crafted) {
  console.log(`Visitors of /pdp/1001 (20 a second for 10 s) while targets crafted for long answers came 0.8 a second: by status ${JSON.stringify(crafted.visitors)} (target: all 200); the crafted ones ${JSON.stringify(crafted.crafted)}.`);
}
if (herd) {
  console.log(`20 simultaneous requests for one uncached page whose every backend call takes 3 s: the backend was asked for the product ${herd.renders} time(s)`);
  console.log(`(target 1), by status ${JSON.stringify(herd.statuses)}, the last answered after ${(herd.slowestMs / 1000).toFixed(1)} s (target: past 5 s).`);
}
if (ratio) {
  const rps = (values: number[]) => Math.round(median(values)).toLocaleString('en-US');
  console.log(`${RATIO_PAGE} cached through nginx against the same HTML as a file of nginx's, in turns (${RATIO_ROUNDS} rounds of ${RATIO_SECONDS} s, 8 connections): ${rps(ratio.cached)} against ${rps(ratio.plain)} requests/s,`);
  console.log(`a ratio of ${median(ratio.ratios).toFixed(2)} (median; rounds ${span(rangeOf(ratio.ratios), 2)}; target >= ${RATIO_TARGET}).`);
}
if (burst) {
  console.log(`After ${burst.requests} requests of a ${BURST_CONNECTIONS}-connection burst (5 s, uncached /pdp/1001, straight to the render server) left, the next request was answered in ${Math.round(burst.nextMs)} ms.`);
}
if (ssrf) {
  console.log(`The SSRF corpus: ${ssrf.targets} request targets naming another host, sent through nginx and straight to the render server: ${ssrf.reached} request(s) reached that host (target 0), by status ${JSON.stringify(ssrf.statuses)}.`);
}
if (minted) {
  console.log(`${minted.urls.toLocaleString('en-US')} made-up URLs (build files the build never had, queries no page reads, paths no page has, unknown ids, searches): the cache grew by ${minted.files} file(s), ${minted.bytes.toLocaleString('en-US')} bytes (target 0), by status ${JSON.stringify(minted.statuses)}.`);
}
const edgeFailed = (ssrf?.reached ?? 0) > 0 || (minted?.files ?? 0) > 0;
// A render under nginx's old 5 s lock would prove nothing about the lock.
const stampedeFailed = herd !== undefined && (herd.renders !== 1 || herd.slowestMs < 5_000);
const craftedFailed = crafted !== undefined && Object.keys(crafted.visitors).some((status) => status !== '200');
// A render takes a few tenths of a second: a visitor answered later than a second waited behind another's.
const queuedFailed = identical.some(({ answeredMs }) => (answeredMs.at(-1) ?? 0) > 1_000);
/** A hung backend's run: nginx holds the connection whose request began a background render until that render ends (its answer was sent), which wrk may count as a timeout. */
const outageRun = (row: Row) => row.run.startsWith('cached, backend hung');
const failedAnswers = rows.filter((row) => row.result.non2xx > 0 || (row.result.socketErrors > 0 && !outageRun(row)));
for (const row of failedAnswers) console.log(`${row.run} ${row.path}: ${row.result.non2xx} non-2xx/3xx answers, ${row.result.socketErrors} socket errors`);
const visitorFailed = held !== undefined && Object.keys(held.statuses).some((status) => status !== '200');
const outageFailed = rows.some((row) => outageRun(row) && row.result.p99Ms >= 100);
for (const row of rows.filter((r) => outageRun(r) && r.result.socketErrors > 0)) {
  console.log(`${row.run} ${row.path}: ${row.result.socketErrors} socket error(s), wrk's 2 s timeout on a connection nginx held for a background render (every answer was sent).`);
}
process.exit(failedAnswers.length || visitorFailed || stampedeFailed || edgeFailed || craftedFailed || queuedFailed || outageFailed ? 1 : 0);
