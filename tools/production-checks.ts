import { statusCounts } from './slowloris';

// What production brings and the demo never shows, measured against a running stack: many visitors on one address at
// once, and request targets an attacker crafts so that an answer's headers grow past what nginx keeps.

/** When each of `visitors` simultaneous requests for `url` was answered (ms after they were sent, in order), by status. */
export async function identicalVisitors(url: string, visitors = 12): Promise<{ answeredMs: number[]; statuses: Record<string, number> }> {
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: visitors }, async () => {
      const answer = await fetch(url, { redirect: 'manual' });
      await answer.arrayBuffer();
      return { status: answer.status, ms: performance.now() - started };
    }),
  );
  return { answeredMs: answers.map((answer) => answer.ms).sort((a, b) => a - b), statuses: statusCounts(answers) };
}

/** Targets whose answers (a long canonical redirect, a long path) took every render server out of nginx's upstream once. */
export const CRAFTED_TARGETS = [`/search-results-page?keyword${'[b]'.repeat(300)}=1`, `/pdp/1001${';'.repeat(1_500)}`, `/PDP/${'A'.repeat(3_900)}`];

/**
 * For `seconds`, a visitor's request for `page` every 50 ms while a crafted target is sent every 1.25 s (0.8 a second,
 * as in the issue's reproduction): the visitors' answers by status (every one a 200, or the crafted ones took a server out).
 */
export async function visitorsBesideCraftedTargets(base: string, page: string, seconds = 10): Promise<{ visitors: Record<string, number>; crafted: Record<string, number> }> {
  const visits: Promise<{ status: number }>[] = [];
  const crafted: Promise<{ status: number }>[] = [];
  const ask = (path: string) => fetch(`${base}${path}`, { redirect: 'manual' }).then(async (answer) => (await answer.arrayBuffer(), { status: answer.status }), () => ({ status: 0 }));
  for (let tick = 0; tick < seconds * 20; tick++) {
    visits.push(ask(page));
    if (tick % 25 === 0) crafted.push(ask(CRAFTED_TARGETS[(tick / 25) % CRAFTED_TARGETS.length] ?? '/'));
    await new Promise((r) => setTimeout(r, 50));
  }
  return { visitors: statusCounts(await Promise.all(visits)), crafted: statusCounts(await Promise.all(crafted)) };
}
