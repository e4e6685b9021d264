import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { contentSecurityPolicy } from '../../schemas/security-policy';
import { startNginx, startRenderServer, type StackProcess } from '../../tools/cached-stack';
import { askAll, cacheFiles, listenAsAnotherHost, mintedUrls, sendTarget, ssrfCorpus } from '../../tools/edge-checks';
import { openFileLimit, percentile, slowloris, statusCounts, visit } from '../../tools/slowloris';
import { fixtureSetDir } from '../../fixtures/set';
import { parseEnvFile } from '../../tools/cms-validate/env-files';
import { minimalPdf } from '../support/documents';
import { seriousViolations } from './axe';
import { startFixtureBackend } from './support/fixture-backend';
import { expect, type Page } from './console';
import { expectErrorPage, expectSecurityHeaders, get, nginxSkip, pastTheWindow, portOf, raw, revalidate, settings, standIn, startStack, test, TOKEN, uncached, type Stack } from './support/nginx-stack';

// The production stack (tests/e2e/support/nginx-stack.ts): the cache, nginx's own answers, its limits and holds.

/** A screen's content id in the build settings the site was built with. */
const build = parseEnvFile(readFileSync(resolve('.env'), 'utf8'));
const contentId = (screen: string) => build[`VITE_CONTENT_ID_${screen}`] ?? '';

/** The home page's content (VITE_CONTENT_ID_HOME) names the SIM3 MAX driver's price twice; the tests change it. */
const HOME_CONTENT = join('page', 'rc-home.json');
const OLD_PRICE = '5,680';

/** Sets the driver's price in the copied home page content (as the bundled set has it, but for that price); answers how the page writes it. */
function setHomePrice(stack: Stack, yuan: number): string {
  const bundled = readFileSync(join(fixtureSetDir(''), HOME_CONTENT), 'utf8');
  writeFileSync(join(stack.fixtures, HOME_CONTENT), bundled.replaceAll('\\"price\\": 5680', `\\"price\\": ${yuan}`));
  return yuan.toLocaleString('en-US');
}

nginxSkip();

test.describe('the proxy cache', () => {
  test('a page is rendered once: its second request is a cache HIT with the same body', async ({ stack }) => {
    const path = await uncached(stack.base, '/pdp/1001');
    const first = await get(stack.base, path);
    expect(first.status).toBe(200);
    expect(first.cache).toBe('MISS');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30, stale-if-error=604800');
    expect(first.body).toContain('SIM3 MAX 一号木');
    const second = await get(stack.base, path);
    expect(second.cache).toBe('HIT');
    expect(second.body).toBe(first.body);
  });

  test('a page\'s policy, which allows its inline style rules by their hash, is kept with it: the same on a HIT', async ({ stack }) => {
    const path = await uncached(stack.base, '/pdp/1001');
    for (const expected of ['MISS', 'HIT']) {
      const answer = await get(stack.base, path);
      expect(answer.cache).toBe(expected);
      const css = /<style>([^<]*)<\/style>/.exec(answer.body)?.[1] ?? '';
      expect(css, expected).toContain('[data-ps=');
      expect(answer.headers.get('content-security-policy'), expected).toBe(contentSecurityPolicy(settings, [`sha256-${createHash('sha256').update(css).digest('base64')}`]));
      expectSecurityHeaders(answer.headers, `${path} (${expected})`);
    }
  });

  test('a content change reaches a cached page within twice its freshness, without a purge', async () => {
    // PAGE_FRESH_SECONDS=3: the same policy as the default 30 (fresh, then as long again stale while re-rendering),
    // so the change must show within 6 s, not 60. Starting a stack of its own takes up to 15 s.
    test.setTimeout(60_000);
    const worker = test.info().parallelIndex;
    const stack = await startStack(portOf('ownNginx', worker), portOf('ownServer', worker), { PAGE_FRESH_SECONDS: '3' });
    try {
      const first = await get(stack.base, '/');
      expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=3, stale-while-revalidate=3, stale-if-error=604800');
      expect(first.body).toContain(OLD_PRICE);
      const changedAt = Date.now();
      const newPrice = setHomePrice(stack, 5690);
      const before = await get(stack.base, '/');
      expect(before.cache).toBe('HIT');
      expect(before.body).toContain(OLD_PRICE);
      expect(before.body).not.toContain(newPrice);
      await expect.poll(async () => (await get(stack.base, '/')).body.includes(newPrice), { timeout: 15_000, intervals: [250] }).toBe(true);
      expect(Date.now() - changedAt).toBeLessThan(6_000 + 2_000);
    } finally {
      await stack.stop();
    }
  });

  test('POST /__revalidate purges a page: the very next request renders the new content', async ({ stack }) => {
    const warm = await get(stack.base, '/');
    expect(warm.status).toBe(200);
    expect((await get(stack.base, '/sitemap.xml')).status).toBe(200);
    const newPrice = setHomePrice(stack, 5700);
    try {
      const cached = await get(stack.base, '/');
      expect(cached.cache).toMatch(/HIT|STALE|UPDATING/);
      expect(cached.body).not.toContain(newPrice);
      const refused = await revalidate(stack, ['/']);
      expect(refused.status).toBe(401);
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect((await revalidate(stack, ['/'], 'Bearer wrong-token')).status).toBe(401);
      const purged = await revalidate(stack, ['/'], `Bearer ${TOKEN}`);
      expect(purged.status).toBe(200);
      // A publish may add or remove pages: the sitemap that lists them goes with every purge.
      expect(await purged.json()).toEqual({ purged: ['/', '/sitemap.xml'], missed: [], failed: {}, also: ['/sitemap.xml'], caches: { [stack.base]: { purged: ['/', '/sitemap.xml'], missed: [], failed: {} } } });
      expect((await get(stack.base, '/sitemap.xml')).cache).toBe('MISS');
      const next = await get(stack.base, '/');
      expect(next.cache).toBe('MISS');
      expect(next.body).toContain(newPrice);
      expect((await get(stack.base, '/')).cache).toBe('HIT');
    } finally {
      setHomePrice(stack, 5680);
      await revalidate(stack, ['/'], `Bearer ${TOKEN}`);
    }
  });

  test('a publish of the frame\'s content purges every cached page at once (`PURGE /*`: the cache\'s generation), and each page renders once again', async ({ stack }) => {
    const pages = ['/', '/pdp/1001', '/news?page=2', '/sitemap.xml'];
    for (const path of pages) await get(stack.base, path);
    for (const path of pages) expect((await get(stack.base, path)).cache, path).toBe('HIT');
    const publish = await revalidate(stack, { contentIds: [contentId('HEADER_NAV')] }, `Bearer ${TOKEN}`);
    expect(publish.status).toBe(200);
    expect(await publish.json()).toMatchObject({ purged: ['/*'], failed: {}, also: [], caches: { [stack.base]: { purged: ['/*'] } } });
    for (const path of pages) expect((await get(stack.base, path)).cache, `${path} after the publish`).toBe('MISS');
    for (const path of pages) expect((await get(stack.base, path)).cache, `${path} again`).toBe('HIT');
    // One page's key still purges that page alone, under the new generation.
    expect((await fetch(`${stack.base}/pdp/1001`, { method: 'PURGE' })).status).toBe(200);
    expect((await get(stack.base, '/pdp/1001')).cache).toBe('MISS');
    expect((await get(stack.base, '/')).cache).toBe('HIT');
  });

  test('a page\'s tags reach a CDN in front on a miss and on a hit alike: what it shows, by Surrogate-Key and Cache-Tag', async ({ stack }) => {
    const path = await uncached(stack.base, '/pdp/1001');
    for (const expected of ['MISS', 'HIT']) {
      const answer = await get(stack.base, path);
      expect(answer.cache).toBe(expected);
      const keys = answer.headers.get('surrogate-key')?.split(' ');
      expect(keys, expected).toEqual(expect.arrayContaining(['product:1001', `content:${contentId('HEADER_NAV')}`, `content:${contentId('SITE_SETTINGS')}`]));
      expect(answer.headers.get('cache-tag'), expected).toBe(keys?.join(','));
    }
  });

  test('the cache\'s generation is nginx\'s own: a visitor asking for it gets the error page, never the value', async ({ stack }) => {
    const answer = await get(stack.base, '/__cache-generation');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('x-cache-generation')).toBeNull();
  });

  test('PURGE answers 200 for a cached page and 404 for one not cached (the key is the path and query)', async ({ stack }) => {
    const path = '/contact-us';
    await get(stack.base, path);
    const purge = () => fetch(`${stack.base}${path}`, { method: 'PURGE' });
    const first = await purge();
    expect(first.status).toBe(200);
    expectSecurityHeaders(first.headers, 'PURGE');
    expect((await purge()).status).toBe(404);
    expect((await get(stack.base, path)).cache).toBe('MISS');
  });

  test('status codes pass through the cache: 200 for /, 404 for an unknown product, 302 to / for an unknown path', async ({ stack }) => {
    for (const round of ['first', 'cached']) {
      expect((await get(stack.base, '/')).status, round).toBe(200);
      const missing = await get(stack.base, '/pdp/999999');
      expect(missing.status, round).toBe(404);
      expectSecurityHeaders(missing.headers, '/pdp/999999');
      const unknown = await get(stack.base, '/no-such-page');
      expect(unknown.status, round).toBe(302);
      expect(unknown.headers.get('location'), round).toBe('/');
    }
  });
});

test.describe('a page 20 visitors ask for at once while its render is held 6 s (past nginx’s default 5 s lock)', () => {
  test('20 simultaneous requests for it make exactly one render, and all get that render', async () => {
    // A render server start (up to 15 s on the busy machine) and a render held 6 s.
    test.setTimeout(90_000);
    const worker = test.info().parallelIndex;
    const backend = await startFixtureBackend();
    // Each backend call may take 9 s (a render 10 s), so the held call is not cut short by the server.
    const stack = await startStack(portOf('ownNginx', worker), portOf('ownServer', worker), { API_BASE_URL: backend.url, BACKEND_TIMEOUT_MS: '9000' });
    try {
      // A first render loads the server's modules: seconds on the busy machine, which the held render must not include.
      expect((await get(stack.base, '/contact-us')).status).toBe(200);
      const detail = (url: URL) => url.pathname.endsWith('/fullProductDetail');
      const held = backend.hold(detail);
      // Never asked of this stack's nginx: its first request is the cache's first.
      const path = '/pdp/1002';
      const sentAt = Date.now();
      const answers = Promise.all(Array.from({ length: 20 }, () => get(stack.base, path)));
      await expect.poll(held.waiting, { timeout: 20_000 }).toBe(1);
      // The others have waited longer than nginx's default lock (5 s), the render less than its deadline (10 s).
      await new Promise((r) => setTimeout(r, sentAt + 6_000 - Date.now()));
      held.release();
      const all = await answers;
      expect(all.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
      expect(new Set(all.map((answer) => answer.body)).size).toBe(1);
      expect(backend.calls.filter((call) => detail(call.url)).length, 'renders of the page').toBe(1);
    } finally {
      await stack.stop();
      await backend.close();
    }
  });
});

test.describe('a slowloris attack from one address', () => {
  const SOCKETS = 2_300;

  test(`${SOCKETS.toLocaleString('en-US')} sockets sending a header line every 10 s leave a new visitor served: every request answers 200`, async ({ stack }) => {
    // The sockets of the attack and nginx's side of them, in this process and nginx's workers.
    expect(openFileLimit(), `open files (ulimit -n) this test needs: raise the hard limit`).toBeGreaterThan(SOCKETS + 1_000);
    const path = '/pdp/1001';
    expect((await get(stack.base, path)).status).toBe(200);
    const attack = slowloris({ port: Number(new URL(stack.base).port), sockets: SOCKETS, lineEveryMs: 10_000, limitMs: 25_000 });
    try {
      await attack.launched;
      const visits = [];
      for (let i = 0; i < 200; i++) visits.push(await visit(`${stack.base}${path}`));
      const held = attack.open();
      const times = visits.map((v) => v.ms);
      test.info().annotations.push({ type: 'visitor', description: `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms; ${held} sockets held` });
      expect(statusCounts(visits), 'visits by status (0: reset)').toEqual({ 200: 200 });
      // Not vacuous: nginx was holding the attack's sockets while it served the visitor.
      expect(held).toBeGreaterThan(SOCKETS * 0.9);
    } finally {
      attack.stop();
    }
  });
});

test.describe('the per-address request limit (100/s, bursts of 1,000)', () => {
  /**
   * 3,000 requests from one address at once, 1,000 a connection (nginx's keepalive_requests), counted by status: nginx
   * answers them far faster than 100 a second. The last answer, whole.
   */
  async function burst(base: string, path: string) {
    const connection = () => raw(base, `GET ${path}`, { path, count: 999 });
    const answers = [await connection(), await connection(), await connection()] as const;
    const counts = statusCounts(answers.flatMap((answer) => [...answer.headStatuses, answer.status]).map((status) => ({ status })));
    return { counts, last: answers[2] };
  }

  test('refuses one address past it with 429 and the site’s page, never its hashed files, and never an exempt address', async ({ stack }) => {
    const worker = test.info().parallelIndex;
    const upstreams = [`127.0.0.1:${portOf('standIn', worker)}`];
    const asset = (await get(stack.base, '/contact-us')).body.match(/\/assets\/[^"]+\.js/)?.[0] ?? '';
    expect(asset).not.toBe('');
    const limited = await startNginx({ port: portOf('standInNginx', worker), upstreams, distDir: resolve('dist') });
    try {
      const { counts, last } = await burst(limited.base, '/favicon.svg');
      // The burst and the first request, then what leaked out of the bucket while nginx answered (100 a second).
      expect((counts['200'] ?? 0) + (counts['429'] ?? 0), JSON.stringify(counts)).toBe(3_000);
      expect(counts['200'], JSON.stringify(counts)).toBeGreaterThanOrEqual(1_001);
      expect(counts['429'], JSON.stringify(counts)).toBeGreaterThan(0);
      expectErrorPage(last, 429, '访问过于频繁', 'the last request of the burst');
      expect((await burst(limited.base, asset)).counts, 'a hashed file').toEqual({ 200: 3_000 });
    } finally {
      await limited.stop();
    }
    const exempt = await startNginx({ port: portOf('standInNginx', worker), upstreams, distDir: resolve('dist'), limitExempt: ['127.0.0.1'] });
    try {
      expect((await burst(exempt.base, '/favicon.svg')).counts, 'an exempt address').toEqual({ 200: 3_000 });
    } finally {
      await exempt.stop();
    }
  });
});

test.describe('the per-address connection limit (512 requests in progress)', () => {
  test('refuses the 513th request in progress from one address with 429 and the site’s page', async () => {
    const worker = test.info().parallelIndex;
    const upstream = await standIn(portOf('standIn', worker), 'no-store');
    let open = () => undefined as void;
    upstream.state.gate = new Promise((done) => (open = done));
    const nginx = await startNginx({ port: portOf('standInNginx', worker), upstreams: [`127.0.0.1:${portOf('standIn', worker)}`], distDir: resolve('dist') });
    try {
      const answers = Promise.all(Array.from({ length: 600 }, (_, i) => get(nginx.base, `/held-${i}`)));
      await expect.poll(() => upstream.state.waiting, { timeout: 20_000 }).toBe(512);
      open();
      const all = await answers;
      expect(statusCounts(all)).toEqual({ 200: 512, 429: 88 });
      expectErrorPage(all.find((answer) => answer.status === 429) ?? { status: 0, headers: [], body: '' }, 429, '访问过于频繁', 'a refused request');
    } finally {
      open();
      await nginx.stop();
      await upstream.close();
    }
  });
});

test.describe('an outage of the render server', () => {
  test('pages requested before still answer from the cache; others get the site page with every header', async ({ page }) => {
    // Two render server starts, each up to 15 s on the busy machine.
    test.setTimeout(90_000);
    const worker = test.info().parallelIndex;
    const stack = await startStack(portOf('ownNginx', worker), portOf('ownServer', worker));
    let failing: StackProcess | undefined;
    try {
      const pages = ['/', '/pdp/1001', '/brand-story', '/products/category/irons'];
      const bodies = new Map<string, string>();
      for (const path of pages) {
        const answer = await get(stack.base, path);
        expect(answer.status, path).toBe(200);
        bodies.set(path, answer.body);
      }
      await stack.servers[0]?.stop();
      for (const path of pages) {
        const answer = await get(stack.base, path);
        expect(answer.status, path).toBe(200);
        expect(answer.cache, path).toMatch(/^(HIT|STALE|UPDATING)$/);
        expect(answer.body, path).toBe(bodies.get(path));
        expectSecurityHeaders(answer.headers, path);
      }
      const never = await get(stack.base, '/about-us');
      expectErrorPage(never, 502, '服务暂时不可用，请稍后重试', 'a page never cached');
      // In a browser, that page says so in the site's language, with a way home.
      await page.goto(`${stack.base}/about-us`);
      await expect(page.getByRole('heading', { level: 1, name: '服务暂时不可用，请稍后重试' })).toBeVisible();
      await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();

      // Back, but its backend fails: the cached pages still answer; a page never cached gets the server's own 503.
      failing = await startRenderServer(portOf('ownServer', worker), { FIXTURE_SET: stack.fixtures, FIXTURE_FAULT: '500' });
      for (const path of pages) expect((await get(stack.base, path)).body, path).toBe(bodies.get(path));
      const unserved = await get(stack.base, '/gifting');
      expect([unserved.status, unserved.headers.get('retry-after'), unserved.headers.get('cache-control')]).toEqual([503, '30', 'no-store']);
      expect(unserved.body).toContain('请求失败，请稍后重试！');
      expectSecurityHeaders(unserved.headers, 'a 503 of the render server');
    } finally {
      await failing?.stop();
      await stack.stop();
    }
  });
});

test.describe('nginx 1.22 with the render server’s Cache-Control', () => {
  const run = async (cacheControl: string, worker: number, body: (base: string, upstream: Awaited<ReturnType<typeof standIn>>) => Promise<void>) => {
    const upstream = await standIn(portOf('standIn', worker), cacheControl);
    const nginx = await startNginx({ port: portOf('standInNginx', worker), upstreams: [`127.0.0.1:${portOf('standIn', worker)}`], distDir: resolve('dist') });
    try {
      await body(nginx.base, upstream);
    } finally {
      await nginx.stop();
      await upstream.close();
    }
  };

  test('past its stale-while-revalidate a page is answered stale at once while one request renders it; the next has the new render', async () => {
    const worker = test.info().parallelIndex;
    await run('public, max-age=0, s-maxage=1, stale-while-revalidate=1, stale-if-error=604800', worker, async (base, upstream) => {
      expect((await get(base, '/a')).body).toBe('<p>render 1</p>');
      await pastTheWindow();
      const late = await get(base, '/a');
      expect([late.cache, late.body]).toEqual(['STALE', '<p>render 1</p>']);
      await expect.poll(() => upstream.state.renders).toBe(2);
      const next = await get(base, '/a');
      expect([next.cache, next.body]).toEqual(['HIT', '<p>render 2</p>']);
    });
  });

  test('past its freshness, stale-if-error serves the cached copy when the server answers 503 and when it is stopped', async () => {
    const worker = test.info().parallelIndex;
    await run('public, max-age=0, s-maxage=1, stale-if-error=604800', worker, async (base, upstream) => {
      expect((await get(base, '/a')).body).toBe('<p>render 1</p>');
      await pastTheWindow();
      upstream.state.failing = true;
      const failing = await get(base, '/a');
      expect([failing.status, failing.cache, failing.body]).toEqual([200, 'STALE', '<p>render 1</p>']);
      expect((await get(base, '/never-cached')).status).toBe(503);
      await upstream.close();
      const stopped = await get(base, '/a');
      expect([stopped.status, stopped.cache, stopped.body]).toEqual([200, 'STALE', '<p>render 1</p>']);
      expectSecurityHeaders(stopped.headers, 'a stale page');
    });
  });
});

test.describe('the cache\'s generation without a render server', () => {
  test('nginx fresh, nothing cached and no render server up: a page gets the site\'s 502 page, as without the generation', async () => {
    const worker = test.info().parallelIndex;
    // Nothing listens on the stand-in's port: the generation cannot be asked for either.
    const nginx = await startNginx({ port: portOf('standInNginx', worker), upstreams: [`127.0.0.1:${portOf('standIn', worker)}`], distDir: resolve('dist') });
    try {
      expectErrorPage(await get(nginx.base, '/about-us'), 502, '服务暂时不可用，请稍后重试', 'a page with no generation and no server');
    } finally {
      await nginx.stop();
    }
  });
});

test.describe('what nginx serves itself', () => {
  test('every answer carries the CSP and the security headers of securityHeaders(), once', async ({ stack }) => {
    for (const path of ['/', '/pdp/1001', '/favicon.svg', '/assets/missing-chunk.js', '/ecommerce/no-such-call', '/pdp/999999']) {
      expectSecurityHeaders((await get(stack.base, path)).headers, path);
    }
  });

  test('the API is proxied to the render server, uncached', async ({ stack }) => {
    const path = '/ecommerce/biz/eccms/v1/content/queryReadableContent?contentId=rc-header-nav';
    const answer = await fetch(`${stack.base}${path}`, { headers: { storeCode: 'ST0002' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-cache-status')).toBeNull();
    expect(((await answer.json()) as { success: boolean }).success).toBe(true);
  });

  test('the job application posted without script reaches its page\'s action with a 2 MB résumé and the captcha\'s cookie, uncached', async ({ stack }) => {
    const picture = await fetch(`${stack.base}/__captcha/job`);
    expect([picture.status, picture.headers.get('cache-control')]).toEqual([200, 'no-store']);
    const cookie = picture.headers.get('set-cookie')?.split(';')[0] ?? '';
    const code = [...(await picture.text()).matchAll(/>([A-Z0-9])<\/text>/g)].map((m) => m[1]).join('');
    const form = new FormData();
    for (const [name, value] of Object.entries({ personName: '韩梅梅', phoneNumber: '13812345678', cityId: '310100', captchaCode: code })) form.append(name, value);
    const resume = new Uint8Array(2 * 1024 * 1024).fill(32);
    resume.set(minimalPdf('a large résumé, posted without script'));
    form.append('resumeFile', new Blob([resume], { type: 'application/pdf' }), 'resume.pdf');
    const answer = await fetch(`${stack.base}/about-us?job=J1004&apply=1`, { method: 'POST', body: form, headers: { cookie } });
    expect([answer.status, answer.headers.get('cache-control'), answer.headers.get('x-cache-status')]).toEqual([200, 'no-store', null]);
    expect(await answer.text()).toContain('投递成功');
  });

  test('hashed assets are cached for a year as immutable and sent brotli or gzip, as asked; pages too, from one cached copy', async ({ stack }) => {
    const page = await get(stack.base, '/contact-us');
    const files = [...page.body.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(files.length).toBeGreaterThan(0);
    for (const asset of files) {
      const gzip = await fetch(`${stack.base}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.status, asset).toBe(200);
      expect(gzip.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      const brotli = await fetch(`${stack.base}${asset}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(brotli.headers.get('content-encoding'), asset).toBe('br');
    }
    const path = await uncached(stack.base, '/brand-story');
    const plain = await fetch(`${stack.base}${path}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const brotli = await fetch(`${stack.base}${path}`, { headers: { 'accept-encoding': 'br' } });
    expect([brotli.headers.get('x-cache-status'), brotli.headers.get('content-encoding')]).toEqual(['HIT', 'br']);
    expect(await brotli.text()).toBe(await plain.text());
  });

  test('an unknown file under /assets/ is a 404, not a page, that no cache keeps', async ({ stack }) => {
    for (const path of ['/assets/index-00000000.js', '/assets/nope.js']) {
      const answer = await get(stack.base, path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
      expect(answer.body, path).not.toContain('<div id="root"');
    }
  });

  test('source maps and the build manifest are not served', async ({ stack }) => {
    const scripts = (await get(stack.base, '/contact-us')).body.match(/\/assets\/[^"]+\.js/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const path of [...scripts.map((script) => `${script}.map`), '/.vite/manifest.json']) {
      const answer = await get(stack.base, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toContain('"version"');
    }
    // An encoded dot is no plain path: refused before any location.
    const encoded = await get(stack.base, '/%2Evite/manifest.json');
    expect([encoded.status, encoded.body.includes('"version"')]).toEqual([400, false]);
  });
});

test.describe('HSTS (Strict-Transport-Security)', () => {
  const paths = ['/pdp/1001', '/favicon.svg', '/assets/nope.js'];

  test('is off by default, from nginx and from the render server', async ({ stack }) => {
    for (const path of paths) expect((await get(stack.base, path)).headers.get('strict-transport-security'), path).toBeNull();
    expect((await get(stack.servers[0]?.base ?? '', '/')).headers.get('strict-transport-security')).toBeNull();
  });

  test('nginx with the include written for VITE_HSTS=true sends it once on everything', async ({ stack }) => {
    const hsts = { ...settings, hsts: true };
    const upstreams = stack.servers.map((server) => server.base.replace('http://', ''));
    const nginx = await startNginx({ port: portOf('ownNginx', test.info().parallelIndex), upstreams, distDir: resolve('dist'), policy: hsts });
    try {
      for (const path of paths) expectSecurityHeaders((await get(nginx.base, path)).headers, path, hsts);
    } finally {
      await nginx.stop();
    }
  });
});

/** Records every CSP violation the page reports. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** What a request nginx refuses gets: its status, and the title of the site's page for it. */
const BAD_REQUESTS: [string, string, number][] = [
  ['a malformed escape', 'GET /%ZZ', 400],
  ['a NUL byte', 'GET /%00', 400],
  ['a fragment, where a URL parser ends the path', 'GET /ecommerce/..#x', 400],
  ['a path that names another host', 'GET //evil.example/x', 400],
  ['a dot segment', 'GET /ecommerce/../x', 400],
  ['a 1,500-character search', `GET /search-results-page?keyword=${encodeURIComponent('高尔夫球杆'.repeat(300))}`, 414],
  ['2,000 query parameters', `GET /search-results-page?${Array.from({ length: 2000 }, (_, i) => `p${i}=${i}`).join('&')}`, 414],
  ['TRACE', 'TRACE /', 405],
];

for (const [name, line, status] of BAD_REQUESTS) {
  test(`${name} gets ${status} with the site's own page (请求有误) and every security header, once`, async ({ stack }) => {
    expectErrorPage(await raw(stack.base, line), status, '请求有误', name);
  });
}

test('nginx’s own 404s (an operator file, a missing asset, a source map) are the site’s page 页面不存在, status kept', async ({ stack }) => {
  for (const path of ['/.env', '/assets/nope.js', '/assets/index-00000000.js.map', '/.vite/manifest.json']) {
    expectErrorPage(await get(stack.base, path), 404, '页面不存在', path);
  }
});

test('the render server\'s health is refused from outside: nginx answers 404 itself, while the server answers it', async ({ stack }) => {
  for (const path of ['/__health', '/__health/ready', '/__health?ready', '/__health/']) {
    expectErrorPage(await get(stack.base, path), 404, '页面不存在', path);
  }
  const direct = await get(stack.servers[0]?.base ?? '', '/__health/ready');
  expect([direct.status, direct.headers.get('cache-control'), JSON.parse(direct.body)]).toEqual([200, 'no-store', { ready: true, backendAnswered: true, draining: false }]);
});

test('every answer carries its own request id, nginx\'s, which the render server took for its render: a cached copy\'s is never passed on', async ({ stack }) => {
  const path = await uncached(stack.base, '/pdp/1001');
  const rendered = await get(stack.base, path);
  const hit = await get(stack.base, path);
  const asset = await get(stack.base, '/favicon.svg');
  const refused = await get(stack.base, '/.env');
  const ids = [rendered, hit, asset, refused].map((answer) => answer.headers.get('x-request-id') ?? '');
  expect([rendered.cache, hit.cache]).toEqual(['MISS', 'HIT']);
  for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  expect(new Set(ids).size).toBe(4);
  // The render server answers the id nginx passed it (its logs name the render by it); straight, it makes its own.
  const direct = await get(stack.servers[0]?.base ?? '', '/pdp/1001', { 'x-request-id': ids[0] ?? '' });
  expect(direct.headers.get('x-request-id')).toBe(ids[0]);
});

test('the error page in a browser: the site’s colours from its own stylesheet, a way home, no CSP violation', async ({ page, stack }) => {
  const violations = await watchCsp(page);
  const answer = await page.goto(`${stack.base}/.env`);
  expect(answer?.status()).toBe(404);
  const heading = page.getByRole('heading', { level: 1, name: '页面不存在' });
  await expect(heading).toBeVisible();
  await expect(heading).toHaveCSS('color', 'rgb(0, 36, 74)');
  await expect(page.locator('body')).toHaveCSS('color', 'rgb(51, 51, 51)');
  await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  expect(await violations()).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a product page from the cache renders with its data and pictures, with no CSP violation', async ({ page, stack, consoleErrors }) => {
  const violations = await watchCsp(page);
  await get(stack.base, '/pdp/1001');
  const answer = await page.goto(`${stack.base}/pdp/1001`);
  expect(answer?.headers()['x-cache-status']).toMatch(/HIT|STALE|UPDATING/);
  await expect(page.getByRole('heading', { level: 1, name: 'SIM3 MAX 一号木' })).toBeVisible();
  await expect(page.getByText('¥5,680.00')).toBeVisible();
  const picture = page.getByRole('img', { name: /SIM3 MAX 一号木/ }).first();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await violations()).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test.describe('npm run serve:cached', () => {
  const started: ChildProcess[] = [];
  const cli = (env: NodeJS.ProcessEnv) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tools/serve-cached.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    started.push(child);
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exit = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    return { child, exit, output: () => output };
  };
  const answers = (url: string) => fetch(url).then((a) => a.status, () => 0);
  // A failed test leaves no stack behind: Ctrl-C stops each one still running.
  test.afterEach(async () => {
    const running = started.splice(0).filter((child) => child.exitCode === null && child.signalCode === null);
    await Promise.all(running.map((child) => new Promise((done) => (child.once('exit', done), child.kill('SIGINT')))));
  });

  test('prints the URL once all answer; when a render server dies it stops the rest and exits 1; Ctrl-C stops both', async () => {
    // Two starts of the stack, each 15 to 20 s at a load average of 10, once more than 40 s (seen on main's config too).
    test.setTimeout(150_000);
    const port = portOf('cli', test.info().parallelIndex);
    const first = cli({ PORT: String(port), SERVERS: '2' });
    await expect.poll(first.output, { timeout: 60_000 }).toContain(`http://127.0.0.1:${port}/`);
    expect(await answers(`http://127.0.0.1:${port}/`)).toBe(200);
    const servers = [...first.output().matchAll(/(http:\/\/127\.0\.0\.1:\d+) \(pid (\d+)\)/g)].map(([, base, pid]) => ({ base, pid: Number(pid) }));
    expect(servers, first.output()).toHaveLength(2);
    process.kill(servers[0]?.pid ?? 0, 'SIGKILL');
    expect(await first.exit).toBe(1);
    expect(first.output()).toContain('exited');
    expect(await answers(`http://127.0.0.1:${port}/favicon.svg`)).toBe(0);
    expect(await answers(`${servers[1]?.base}/favicon.svg`)).toBe(0);

    const second = cli({ PORT: String(port) });
    await expect.poll(second.output, { timeout: 60_000 }).toContain(`http://127.0.0.1:${port}/`);
    const renderServer = /Render servers: (http:\/\/127\.0\.0\.1:\d+)/.exec(second.output())?.[1];
    second.child.kill('SIGINT');
    expect(await second.exit).toBe(0);
    expect(await answers(`http://127.0.0.1:${port}/favicon.svg`)).toBe(0);
    expect(await answers(`${renderServer}/favicon.svg`)).toBe(0);
  });

  test('its render servers share one fixture backend: a captcha asked of one is good on the other, and nginx passes a 2 MB résumé', async () => {
    // A stack start (15 to 20 s at a load average of 10) and two applications.
    test.setTimeout(90_000);
    const port = portOf('cli', test.info().parallelIndex);
    const stack = cli({ PORT: String(port), SERVERS: '2' });
    await expect.poll(stack.output, { timeout: 60_000 }).toContain(`http://127.0.0.1:${port}/`);
    const [first, second] = [...stack.output().matchAll(/(http:\/\/127\.0\.0\.1:\d+) \(pid/g)].map(([, base]) => base ?? '');
    const recruit = '/ecommerce/open/v1/recruitJob';
    /** A captcha asked of `origin`, with the code a candidate reads off it. */
    const captcha = async (origin: string) => {
      const { data } = (await (await fetch(`${origin}${recruit}/getCaptchaImage`, { headers: { storeCode: 'ST0002' } })).json()) as { data: { captchaKey: string; imageBase64: string } };
      const svg = Buffer.from(data.imageBase64.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
      return { key: data.captchaKey, code: [...svg.matchAll(/>([A-Z0-9])<\/text>/g)].map((m) => m[1]).join('') };
    };
    /** A job application sent to `origin` with `resume`, answered as the backend judged it. */
    const apply = async (origin: string, resume: Uint8Array<ArrayBuffer>, { key, code }: { key: string; code: string }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ jobId: 'J1004', personName: '韩梅梅', phoneNumber: '13812345678', cityId: '310100', positionIdList: 'S3101', captchaKey: key, captchaCode: code })) form.append(name, value);
      form.append('resumeFile', new Blob([resume], { type: 'application/pdf' }), 'resume.pdf');
      const answer = await fetch(`${origin}${recruit}/applyJob`, { method: 'POST', body: form, headers: { storeCode: 'ST0002' } });
      return { status: answer.status, body: (await answer.text()).slice(0, 200) };
    };
    const checked = await apply(second ?? '', minimalPdf('one server asked, the other checks'), await captcha(first ?? ''));
    expect([checked.status, checked.body]).toEqual([200, expect.stringContaining('"success":true')]);
    const large = new Uint8Array(2 * 1024 * 1024).fill(32);
    large.set(minimalPdf('a large résumé'));
    const uploaded = await apply(`http://127.0.0.1:${port}`, large, await captcha(first ?? ''));
    expect([uploaded.status, uploaded.body]).toEqual([200, expect.stringContaining('"success":true')]);
  });

  test('refuses, saying why, when there is no build', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-build-'));
    const run = cli({ DIST_DIR: empty, PORT: '1' });
    expect(await run.exit).toBe(2);
    expect(run.output()).toContain('npm run build');
    rmSync(empty, { recursive: true, force: true });
  });
});

test.describe('the edge, as an attacker tries it', () => {
  test('no request target reaches another host, whatever form it names it in, through nginx or straight to the render server', async ({ stack }) => {
    const other = await listenAsAnotherHost();
    try {
      for (const origin of [stack.base, stack.servers[0]?.base ?? '']) {
        for (const target of ssrfCorpus(other.host)) expect([200, 400, 404], `${origin} ${target}`).toContain(await sendTarget(origin, target));
      }
      expect(other.hits).toEqual([]);
    } finally {
      await other.close();
    }
  });

  test('made-up build file, query, path, id and search URLs mint no cache entry: the cache holds what it held', async ({ stack }) => {
    // A page of the site in the cache, its file written (a HIT says so), to tell new entries from what was there.
    await expect.poll(() => fetch(`${stack.base}/about-us`).then((answer) => answer.headers.get('x-cache-status'))).toBe('HIT');
    const before = cacheFiles(stack.nginx.cacheDir);
    const statuses = await askAll(stack.base, mintedUrls(200), 4);
    expect(statuses).toEqual({ '404': 80, '301': 40, '302': 40, '200': 40 });
    expect(cacheFiles(stack.nginx.cacheDir)).toEqual(before);
  });
});
