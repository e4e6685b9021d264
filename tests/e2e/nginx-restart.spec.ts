import { startCachedStack, type CachedStack } from '../../tools/cached-stack';
import { expect } from './console';
import { nginxSkip, portOf, test } from './support/nginx-stack';

// A rolling restart of `npm run serve:cached`'s two render servers under steady load (issue #49): each one stopped
// (SIGTERM) and started again in turn while visitors keep asking nginx for pages, renders and API calls. A stopping
// server answers what it has and closes each connection; nginx passes what one refuses on to the other.

nginxSkip();

/** What the visitors ask: cached pages, a search (never cached: rendered every time), a canonical redirect and an API call (both always a render server's). */
const TARGETS = ['/', '/pdp/1001', '/news', '/search-results-page?keyword=driver', '/pdp/1001?utm_source=mail', '/ecommerce/open/v1/recruitJob/getCityAreaList'];

/** A visitor's request through nginx: its status, or 0 when none came. */
const ask = (base: string, target: string) =>
  fetch(`${base}${target}`, { redirect: 'manual', headers: { storeCode: 'ST0002' } }).then(async (answer) => (await answer.arrayBuffer(), answer.status), () => 0);

/** Visitors asking one request after another, each the next target in turn, until `until` settles; every answer that was not `expected[target]`. */
async function steadyLoad(base: string, visitors: number, expected: Map<string, number>, until: Promise<unknown>) {
  let done = false;
  void until.finally(() => (done = true));
  const wrong: string[] = [];
  let answered = 0;
  await Promise.all(Array.from({ length: visitors }, async (_, visitor) => {
    for (let i = visitor; !done; i++) {
      const target = TARGETS[i % TARGETS.length] ?? '/';
      const status = await ask(base, target);
      answered += 1;
      if (status !== expected.get(target)) wrong.push(`${target}: ${status}`);
    }
  }));
  return { answered, wrong };
}

test('a rolling restart of both render servers under steady load: every visitor answered as before, none failed', async () => {
  // Two render server starts (up to 15 s each on the busy machine) under load.
  test.setTimeout(150_000);
  const worker = test.info().parallelIndex;
  const restarted: (() => void)[] = [];
  const back = [0, 1].map((index) => new Promise<void>((resolve) => (restarted[index] = resolve)));
  const stack: CachedStack = await startCachedStack({
    port: portOf('restartNginx', worker),
    serverPorts: [portOf('restartServerA', worker), portOf('restartServerB', worker)],
    // Pages expire every second, so the cache re-renders them on the servers throughout.
    env: { PAGE_FRESH_SECONDS: '1' },
    onRestart: (index) => restarted[index]?.(),
  });
  try {
    const base = stack.nginx.base;
    const expected = new Map<string, number>();
    for (const target of TARGETS) expected.set(target, await ask(base, target));
    expect([...expected.values()]).toEqual([200, 200, 200, 200, 301, 200]);
    const before = stack.servers.map((server) => server.process.pid);
    const started = Date.now();
    // As an operator does it on serve:cached: `kill <pid>` of one server, and of the next once the first is back.
    const restarts = (async () => {
      for (const index of [0, 1]) {
        stack.servers[index]?.process.kill('SIGTERM');
        await back[index];
      }
    })();
    const load = await steadyLoad(base, 4, expected, restarts);
    await restarts;
    const seconds = (Date.now() - started) / 1000;
    const figure = `${load.answered} requests in ${seconds.toFixed(1)} s (${Math.round(load.answered / seconds)}/s), ${load.wrong.length} failed`;
    test.info().annotations.push({ type: 'rolling restart', description: figure });
    console.log(`rolling restart: ${figure}`);
    for (const server of stack.servers) expect(before).not.toContain(server.process.pid);
    expect(load.answered).toBeGreaterThan(100);
    expect(load.wrong).toEqual([]);
    // Both new servers render, and the stack lives on: neither restart was a death.
    for (const server of stack.servers) expect(await ask(server.base, '/search-results-page?keyword=driver')).toBe(200);
    expect(await Promise.race([stack.died, 'alive'])).toBe('alive');
  } finally {
    await stack.stop();
  }
});
