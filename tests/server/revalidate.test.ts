// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_PATHS, revalidate, type RevalidateSettings } from '../../server/revalidate';
import { fixtureServer, withFixtureServer } from '../support/fixture-server';

withFixtureServer();

const TOKEN = 'publish-secret';
const purgeUrl = 'http://cache.test';
/** Keys the stand-in cache holds, and the requests it got. */
const cached = new Set<string>();
const purges: string[] = [];
/** Keys whose purge the stand-in cache fails with 500. */
const broken = new Set<string>();
let inFlight = 0;
let mostAtOnce = 0;

beforeEach(() => {
  purges.length = 0;
  mostAtOnce = 0;
  broken.clear();
  broken.add('/broken');
  cached.clear();
  for (const key of ['/pdp/1001', '/news/5001', '/search-results-page?keyword=%22x%22', '/sitemap.xml']) cached.add(key);
  // A cache that answers PURGE as nginx's cache-purge module does: 200 when it held the key, 404 when not.
  fixtureServer.use(
    http.all(`${purgeUrl}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const key = url.pathname + url.search;
      purges.push(`${request.method} ${key}`);
      mostAtOnce = Math.max(mostAtOnce, ++inFlight);
      await delay(1);
      inFlight -= 1;
      if (broken.has(key)) return new HttpResponse(null, { status: 500 });
      return new HttpResponse(null, { status: cached.delete(key) ? 200 : 404 });
    }),
  );
});

/** The site's routes as the stand-in knows them: a page path keeps its key, a campaign tag goes; '/nowhere' is no page. */
const canonical = (target: string) => (target.startsWith('/nowhere') ? undefined : target.replace(/[?&]utm_source=[^&]*/, ''));
const settings = (over: Partial<RevalidateSettings> = {}): RevalidateSettings => ({ token: TOKEN, purgeUrl, forget: () => undefined, canonical, ...over });
const body = (paths: unknown) => ({ paths });

describe('POST /__revalidate', () => {
  it('is off (404) when the server has no token', async () => {
    expect((await revalidate(`Bearer ${TOKEN}`, body(['/']), settings({ token: undefined }))).status).toBe(404);
  });

  it.each([undefined, '', 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`])('refuses the authorization %j with 401 and purges nothing', async (authorization) => {
    expect((await revalidate(authorization, body(['/pdp/1001']), settings())).status).toBe(401);
    expect(purges).toEqual([]);
  });

  it.each([
    ['no body', undefined],
    ['no paths', {}],
    ['an empty list', body([])],
    ['a full URL', body(['https://evil.example/x'])],
    ['a protocol-relative path', body(['//evil.example/x'])],
    ['a backslash path', body(['/\\evil.example/x'])],
    ['a path no page of the site has', body(['/nowhere'])],
    ['a number', body([42])],
    ['too many paths', body(Array.from({ length: MAX_PATHS + 1 }, (_, i) => `/pdp/${i}`))],
  ])('answers 400 for %s, purging nothing', async (_name, given) => {
    const answer = await revalidate(`Bearer ${TOKEN}`, given, settings());
    expect(answer.status).toBe(400);
    expect(purges).toEqual([]);
  });

  it('purges each path under the key the cache keeps it by, says per key what happened, and forgets the server\'s own caches', async () => {
    let forgotten = 0;
    const answer = await revalidate(`Bearer ${TOKEN}`, body(['/pdp/1001', '/news/5001?utm_source=mail', '/news/5002', '/search-results-page?keyword=%22x%22']), settings({ forget: () => void (forgotten += 1) }));
    expect(answer).toEqual({
      status: 200,
      body: {
        purged: ['/pdp/1001', '/news/5001', '/search-results-page?keyword=%22x%22', '/sitemap.xml'],
        missed: ['/news/5002'],
        failed: {},
        keys: { '/news/5001?utm_source=mail': '/news/5001' },
        also: ['/sitemap.xml'],
      },
    });
    expect(purges).toContain('PURGE /search-results-page?keyword=%22x%22');
    expect(forgotten).toBe(1);
  });

  // A publish can add or remove a page (a product, an article, a category), and the sitemap lists every page: nginx
  // keeps it under the page policy, so a publish that purges pages purges it too, whatever paths it names.
  it('purges the sitemap with every publish, saying so: missed when the cache held none, and 502 naming it when its purge failed', async () => {
    const first = await revalidate(`Bearer ${TOKEN}`, body(['/news/5001']), settings());
    expect(first).toEqual({ status: 200, body: { purged: ['/news/5001', '/sitemap.xml'], missed: [], failed: {}, also: ['/sitemap.xml'] } });
    const again = await revalidate(`Bearer ${TOKEN}`, body(['/news/5001']), settings());
    expect(again).toEqual({ status: 200, body: { purged: [], missed: ['/news/5001', '/sitemap.xml'], failed: {}, also: ['/sitemap.xml'] } });
    broken.add('/sitemap.xml');
    const failing = await revalidate(`Bearer ${TOKEN}`, body(['/pdp/1001']), settings());
    expect(failing).toEqual({ status: 502, body: { purged: ['/pdp/1001'], missed: [], failed: { '/sitemap.xml': 'the cache answered 500' }, also: ['/sitemap.xml'] } });
    expect(purges.filter((purge) => purge === 'PURGE /sitemap.xml')).toHaveLength(3);
    // robots.txt is the site base's alone (a build setting): no publish changes it, so none purges it.
    expect(purges.filter((purge) => purge.includes('robots'))).toEqual([]);
  });

  it('answers 502 naming a path the cache failed to purge', async () => {
    const answer = await revalidate(`Bearer ${TOKEN}`, body(['/broken']), settings());
    expect(answer.status).toBe(502);
    expect(answer.body.failed).toEqual({ '/broken': 'the cache answered 500' });
  });

  it('takes the documented maximum of paths', async () => {
    // No cache in front: the list is checked whole, without a purge each (the next test purges through a cache).
    const answer = await revalidate(`Bearer ${TOKEN}`, body(Array.from({ length: MAX_PATHS }, (_, i) => `/pdp/${i}`)), settings({ purgeUrl: undefined }));
    expect(answer.status).toBe(200);
  });

  it('purges a few at a time, never a socket per path', async () => {
    // Enough paths to run many turns of purges; the documented maximum goes the same way, only longer.
    const paths = Array.from({ length: 100 }, (_, i) => `/pdp/${i}`);
    const answer = await revalidate(`Bearer ${TOKEN}`, body(paths), settings());
    expect(answer.status).toBe(200);
    expect(purges).toHaveLength(paths.length + 1);
    expect(mostAtOnce).toBeGreaterThan(1);
    expect(mostAtOnce).toBeLessThanOrEqual(16);
  });

  it('without a cache in front, still forgets the server\'s caches and says every request renders afresh', async () => {
    let forgotten = 0;
    const answer = await revalidate(`Bearer ${TOKEN}`, body(['/']), settings({ purgeUrl: undefined, forget: () => void (forgotten += 1) }));
    expect(answer.status).toBe(200);
    expect(forgotten).toBe(1);
    // Nor a sitemap to purge: it is rendered on every request too.
    expect(purges).toEqual([]);
    expect(answer.body).not.toHaveProperty('also');
  });
});
