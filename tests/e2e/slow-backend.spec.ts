import { startSiteProcess } from './support/site-process';
import { expect, test } from './support/backend-test';

// A backend that holds, trickles or floods its answers: each page answers within the render deadline with what it can
// show, never a poisoned server (issue: one held category-tree call made every page of a server answer 500 for
// minutes). A render server of this file's own, with short deadlines, so the tests take seconds.

const PORT_BASE = Number(process.env.E2E_BACKEND_PORT_BASE ?? 4600) + 50;
const DEADLINES = { BACKEND_TIMEOUT_MS: '800', RENDER_TIMEOUT_MS: '2500' };
const TREE = '/getVirtualCategoryList';
const PRODUCT = '/fullProductDetail';

/** A body that never ends: a byte every 100 ms. */
function trickle(): Response {
  let timer: NodeJS.Timeout;
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => void (timer = setInterval(() => controller.enqueue(new TextEncoder().encode(' ')), 100)),
    cancel: () => clearInterval(timer),
  });
  return new Response(body, { headers: { 'content-type': 'application/json' } });
}

/** A body of 9 MB, past what the server holds of one answer. */
function flood(): Response {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull: (controller) => (sent++ < 9 ? controller.enqueue(new Uint8Array(1024 * 1024).fill(32)) : controller.close()),
  });
  return new Response(body, { headers: { 'content-type': 'application/json' } });
}

test.describe('a backend that fails slowly', () => {
  test('one held category-tree call costs one page its category links, never the pages after it', async ({ backend }, info) => {
    const site = await startSiteProcess(PORT_BASE + info.parallelIndex, backend.url, DEADLINES);
    try {
      let asked = 0;
      // The first tree call is held for good; the ones after it are answered.
      backend.route(TREE, () => (asked++ === 0 ? new Promise<Response>(() => undefined) : undefined));
      const first = await fetch(`${site.origin}/about-us`);
      expect(first.status).toBe(200);
      const next = await fetch(`${site.origin}/products`);
      expect(next.status).toBe(200);
      expect(await next.text()).toContain('高尔夫球杆');
      expect(asked).toBe(2);
    } finally {
      await site.stop();
    }
  });

  for (const [kind, answer] of [['hangs', () => new Promise<Response>(() => undefined)], ['trickles', trickle], ['floods', flood]] as const) {
    test(`a product call that ${kind} answers 503 with Retry-After and the page's failed state, then the server is itself again`, async ({ backend }, info) => {
      const site = await startSiteProcess(PORT_BASE + info.parallelIndex, backend.url, DEADLINES);
      try {
        let failing = true;
        backend.route(PRODUCT, () => (failing ? answer() : undefined));
        const failed = await fetch(`${site.origin}/pdp/1001`);
        expect([failed.status, failed.headers.get('retry-after'), failed.headers.get('cache-control')]).toEqual([503, '30', 'no-store']);
        const html = await failed.text();
        expect(html).toContain('请求失败，请稍后重试！');
        // The frame around it rendered: the page, not the app shell.
        expect(html).toContain('<main');
        failing = false;
        // Another page renders at once; this one's failure is shared for 2 s (server/shared-renders.ts), then it renders whole.
        expect((await fetch(`${site.origin}/pdp/1002`)).status).toBe(200);
        await expect.poll(async () => (await fetch(`${site.origin}/pdp/1001`)).status, { timeout: 10_000 }).toBe(200);
        expect(await (await fetch(`${site.origin}/pdp/1001`)).text()).toContain('¥5,680.00');
      } finally {
        await site.stop();
      }
    });
  }
});
