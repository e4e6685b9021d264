import { percentile, slowloris, statusCounts, visit } from './slowloris';

// The two runs of `npm run loadtest` that show nginx holds: a new visitor's latency while a slowloris is held, and the
// renders a stampede on one slow page makes. Both on loopback, bounded in count and time.

/** The audit's attack: 2,300 sockets from one address, a header line each every 10 s. */
export const SLOWLORIS_SOCKETS = 2_300;
const LINE_EVERY_MS = 10_000;
/** Longer than client_header_timeout (10 s), so the figures show whether nginx lets the first sockets go. */
const VISITING_MS = 15_000;
/** A visitor's pace: one page a 20 ms, under the 100 a second an address may ask before a 429. */
const VISIT_EVERY_MS = 20;

export interface SlowlorisFigures {
  visits: number;
  p50Ms: number;
  p99Ms: number;
  /** Visits by status ('0': the connection failed). */
  statuses: Record<string, number>;
  /** Sockets of the attack held at the end (those closed are opened again at once). */
  heldAtEnd: number;
  /** Of the first 2,300 sockets, those nginx still held at the end. */
  firstHeldAtEnd: number;
  closedByNginx: number;
  longestHeldMs: number;
}

/** A new visitor (a connection a request) asks for `url`, a cached page, while the attack holds its sockets. */
export async function visitDuringSlowloris(url: string): Promise<SlowlorisFigures> {
  const attack = slowloris({ port: Number(new URL(url).port), sockets: SLOWLORIS_SOCKETS, lineEveryMs: LINE_EVERY_MS, limitMs: VISITING_MS + 30_000 });
  try {
    await attack.launched;
    const visits: { status: number; ms: number }[] = [];
    const start = performance.now();
    while (performance.now() - start < VISITING_MS) {
      const due = start + visits.length * VISIT_EVERY_MS;
      await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
      visits.push(await visit(url));
    }
    const times = visits.map((v) => v.ms);
    return {
      visits: visits.length,
      p50Ms: percentile(times, 50),
      p99Ms: percentile(times, 99),
      statuses: statusCounts(visits),
      heldAtEnd: attack.open(),
      firstHeldAtEnd: attack.firstStillOpen(),
      closedByNginx: attack.closedByServer(),
      longestHeldMs: attack.longestHeldMs(),
    };
  } finally {
    attack.stop();
  }
}

/**
 * 20 simultaneous requests for a page nginx has not cached, on a stack whose every backend call is slow (past nginx's
 * default 5 s lock): how many times its backend was asked for the product (`renders` counts them), and when the last
 * answered (past 5 s, or the run proved nothing).
 */
export async function stampede(url: string, renders: () => number): Promise<{ renders: number; statuses: Record<string, number>; slowestMs: number }> {
  const before = renders();
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 20 }, async () => {
      const answer = await fetch(url);
      await answer.arrayBuffer();
      return { status: answer.status, ms: performance.now() - started };
    }),
  );
  return { renders: renders() - before, statuses: statusCounts(answers), slowestMs: Math.max(...answers.map((a) => a.ms)) };
}
