import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './cached-stack';
import { items, numeric, runLighthouse, type Lhr } from './lighthouse-run';
import { median, rangeOf, span } from './run-spread';
import { startServer } from './start-site-server';

// `npm run perf:script`: a benchmark, not a test. What the app's script costs a phone's main thread: Lighthouse 12
// (mobile, simulated throttling) on each page as served, and on the same HTML with its scripts removed, in turns in
// one run so the machine's load falls on both alike. The figure is the difference of the two sides' median total
// blocking time; the budget is 100 ms a page. Exits 1 past it. PERF_RUNS sets the runs a side (5).

const ROUTES = ['/', '/pdp/1001', '/products/golf', '/news/5001'];
const RUNS = Number(process.env.PERF_RUNS ?? 5);
const BUDGET_MS = 100;

/** The page's HTML without a script: every `<script>` element and every module preload, the rest byte for byte. */
const withoutScripts = (html: string) =>
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');

/** A proxy to the render server that answers its pages without their scripts (and everything else as it is). */
function startScriptless(origin: string, port: number): Promise<Server> {
  const server = createServer((request, reply) => {
    void fetch(`${origin}${request.url ?? '/'}`, { headers: { 'accept-encoding': 'identity' }, redirect: 'manual' }).then(
      async (answer) => {
        const type = answer.headers.get('content-type') ?? '';
        const headers: Record<string, string> = { 'content-type': type };
        const location = answer.headers.get('location');
        if (location) headers.location = location;
        const body = type.startsWith('text/html') ? withoutScripts(await answer.text()) : Buffer.from(await answer.arrayBuffer());
        reply.writeHead(answer.status, headers).end(body);
      },
      () => reply.writeHead(502).end(),
    );
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

interface Side {
  tbt: number[];
  /** The main thread's script evaluation in the run (ms, Lighthouse's bootup-time total). */
  script: number[];
}

const scriptTime = (lhr: Lhr) => items(lhr, 'bootup-time').reduce((sum, item) => sum + Number(item.scripting ?? 0), 0);

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build') && spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  const dir = resolve('.cache/perf');
  const scratch = join(dir, 'script-cost-runs');
  mkdirSync(scratch, { recursive: true });
  const port = await freePort();
  const server = await startServer(port);
  const origin = `http://127.0.0.1:${port}`;
  const scriptless = await startScriptless(origin, await freePort());
  const bare = `http://127.0.0.1:${(scriptless.address() as { port: number }).port}`;
  const loadBefore = loadavg();
  const results: { path: string; app: Side; html: Side }[] = [];
  try {
    for (const path of ROUTES) {
      const app: Side = { tbt: [], script: [] };
      const html: Side = { tbt: [], script: [] };
      // In turns, and each side first every other time: neither always meets the machine just after the other.
      for (let i = 0; i < RUNS; i++) {
        const order: [string, Side][] = i % 2 ? [[bare, html], [origin, app]] : [[origin, app], [bare, html]];
        for (const [base, side] of order) {
          const lhr = await runLighthouse(`${base}${path}`, join(scratch, 'run.json'));
          side.tbt.push(Math.round(numeric(lhr, 'total-blocking-time')));
          side.script.push(Math.round(scriptTime(lhr)));
        }
      }
      results.push({ path, app, html });
      console.error(`measured ${path}`);
    }
  } finally {
    scriptless.close();
    server.kill();
    rmSync(scratch, { recursive: true, force: true });
  }
  const load = [loadBefore, loadavg()].map((l) => l.map((n) => n.toFixed(2)).join(' '));
  console.log(`Total blocking time, Lighthouse 12 mobile, medians of ${RUNS} runs a side in turns (load average ${load[0]} -> ${load[1]}):`);
  console.log(`  ${'route'.padEnd(16)} ${'with the app'.padEnd(22)} ${'HTML alone'.padEnd(22)} ${'the app adds'.padEnd(14)} script time (app)`);
  let over = false;
  for (const { path, app, html } of results) {
    const added = Math.round(median(app.tbt) - median(html.tbt));
    over ||= added > BUDGET_MS;
    const cell = (side: Side) => `${Math.round(median(side.tbt))} (${span(rangeOf(side.tbt))})`.padEnd(22);
    console.log(`  ${path.padEnd(16)} ${cell(app)} ${cell(html)} ${`${added > BUDGET_MS ? '✖' : ' '}${added} ms`.padEnd(14)} ${Math.round(median(app.script))} ms`);
  }
  console.log(`Budget: the app adds at most ${BUDGET_MS} ms of total blocking time to a page.`);
  const file = join(dir, `script-cost-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), runs: RUNS, load, budgetMs: BUDGET_MS, results }, null, 2));
  console.log(`Saved ${file}`);
  if (over) process.exit(1);
}

await main();
