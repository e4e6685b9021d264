import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort } from './cached-stack';
import { readMemory, residentMb, startProbedRenderServer, type MemoryReading } from './soak-memory';
import { PADDED_BYTES, startPaddingBackend, type AnswerEnding } from './soak-padding-backend';

// `npm run soak` (after `npm run build`): does a render server keep anything of the backend's answers once its pages
// are answered? One render server (the build's, on node alone) against a backend whose every answer is 1 MB
// (tools/soak-padding-backend.ts) renders 1,000 pages on whole answers, then 1,000 on answers cut off halfway, and
// prints its resident memory and array buffers before, after each run and after a full collection. Loopback only,
// bounded in renders and time; exit 1 when memory after a collection grew past 100 MB (docs/performance.md#soak-memory-on-large-answers).

const PATHS = ['/pdp/1001', '/news/5001', '/products/category/irons'];
const RENDERS = 1_000;
const CONCURRENCY = 8;
/** Renders before the first reading, so what the server keeps for good (its modules, its caches, the heap's size for 8 renders at once) is in it. */
const WARM_RENDERS = 100;
const GROWTH_LIMIT_MB = 100;
/** A leaking server is stopped well short of the machine's memory: its run ends there, and the soak fails. */
const RESIDENT_CEILING_MB = 4_096;
const GIVE_UP_MS = 15 * 60_000;
const MB = 1024 * 1024;

const LABELS: Record<AnswerEnding, string> = { whole: '1 MB answers, whole', cut: '1 MB answers cut off halfway' };

interface Run {
  label: string;
  /** How the run's answers ended; none for the start. */
  ending?: AnswerEnding;
  renders: number;
  statuses: Record<number, number>;
  seconds: number;
  memory: MemoryReading;
  /** Set when the run ended early at the ceiling. */
  overCeiling?: boolean;
}

/** Renders `count` pages (PATHS in turn, CONCURRENCY at a time), or fewer when the server passes the ceiling; answers their statuses. */
async function renderPages(base: string, pid: number, count: number): Promise<Pick<Run, 'renders' | 'statuses' | 'overCeiling'>> {
  const statuses: Record<number, number> = {};
  let started = 0;
  let finished = 0;
  let overCeiling = false;
  const visitor = async () => {
    while (started < count && !overCeiling) {
      const path = PATHS[started++ % PATHS.length] ?? '/';
      const answer = await fetch(`${base}${path}`, { redirect: 'manual' });
      await answer.arrayBuffer();
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (++finished % 250 === 0) {
        const resident = residentMb(pid);
        console.log(`  ${finished} renders, resident ${Math.round(resident)} MB`);
        overCeiling = resident > RESIDENT_CEILING_MB;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, visitor));
  return { renders: finished, statuses, overCeiling };
}

const mb = (bytes: number) => Math.round(bytes / MB).toLocaleString('en-US');
const statusList = (statuses: Record<number, number>) => Object.entries(statuses).map(([status, n]) => `${n} × ${status}`).join(', ');

function print(runs: Run[]): void {
  const lines = [
    ['after', 'renders (answers)', 's', 'RSS MB', 'array buffers MB', 'RSS after GC MB', 'array buffers after GC MB', 'heap used after GC MB'],
    ...runs.map(({ label, renders, statuses, seconds, memory: { now, collected } }) => [
      label, renders ? `${renders} (${statusList(statuses)})` : '', seconds ? seconds.toFixed(0) : '',
      mb(now.rss), mb(now.arrayBuffers), mb(collected.rss), mb(collected.arrayBuffers), mb(collected.heapUsed),
    ]),
  ];
  const widths = lines[0]?.map((_, column) => Math.max(...lines.map((line) => line[column]?.length ?? 0))) ?? [];
  for (const line of lines) console.log(`| ${line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`);
}

/** What is wrong with the runs: memory that grew past the limit, a run stopped at the ceiling, pages that did not answer as their answers ended. */
function problems(runs: Run[]): string[] {
  const [before, ...after] = runs;
  if (!before) return ['no runs'];
  return after.flatMap((run) => {
    const grown = (key: 'rss' | 'arrayBuffers') => (run.memory.collected[key] - before.memory.collected[key]) / MB;
    return [
      ...(['rss', 'arrayBuffers'] as const)
        .filter((key) => grown(key) > GROWTH_LIMIT_MB)
        .map((key) => `${run.label}: ${key} after GC grew ${Math.round(grown(key))} MB (limit ${GROWTH_LIMIT_MB})`),
      ...(run.overCeiling ? [`${run.label}: stopped after ${run.renders} renders, resident past ${RESIDENT_CEILING_MB} MB`] : []),
      // Whole answers render every page and cut ones none: else the padding or the cut, not the reader, was measured.
      ...((run.ending === 'whole' ? run.statuses[200] === run.renders : !run.statuses[200]) ? [] : [`${run.label}: pages answered ${statusList(run.statuses)}`]),
    ];
  });
}

if (!existsSync(resolve('dist-ssr', 'server.js')) || !existsSync(resolve('dist', 'index.html'))) {
  console.error('No build in dist/ and dist-ssr/: run `npm run build` first.');
  process.exit(2);
}
setTimeout(() => {
  console.error(`The soak took longer than ${GIVE_UP_MS / 60_000} minutes: stopped.`);
  process.exit(1);
}, GIVE_UP_MS).unref();

const backend = await startPaddingBackend();
const server = await startProbedRenderServer(await freePort(), { API_BASE_URL: backend.url, DIST_DIR: resolve('dist'), LOG_LEVEL: 'error' });
const pid = server.process.pid ?? 0;
const runs: Run[] = [];
try {
  console.log(`Soak: ${RENDERS} renders a run of ${PATHS.join(', ')}, ${CONCURRENCY} at a time, every backend answer ${mb(PADDED_BYTES)} MB (Content-Length and chunked in turn)`);
  const warm = await renderPages(server.base, pid, WARM_RENDERS);
  runs.push({ label: `start (${WARM_RENDERS} renders to warm)`, renders: 0, statuses: {}, seconds: 0, memory: await readMemory(server) });
  if (warm.statuses[200] !== WARM_RENDERS) throw new Error(`the pages did not render on padded answers: ${statusList(warm.statuses)}`);
  for (const ending of ['whole', 'cut'] satisfies AnswerEnding[]) {
    backend.endAnswers(ending);
    console.log(LABELS[ending]);
    const started = performance.now();
    const rendered = await renderPages(server.base, pid, RENDERS);
    runs.push({ label: LABELS[ending], ending, ...rendered, seconds: (performance.now() - started) / 1000, memory: await readMemory(server) });
  }
} finally {
  await server.stop();
  await backend.close();
}
print(runs);
const found = problems(runs);
for (const problem of found) console.error(problem);
console.log(found.length ? 'FAIL' : `OK: memory after GC within ${GROWTH_LIMIT_MB} MB of the start after every run`);
process.exit(found.length ? 1 : 0);
