// @vitest-environment node
import fc from 'fast-check';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_PATHS, revalidate, type RevalidateSettings } from '../../server/revalidate';
import { EVERY_PAGE, type PublishKind, type PublishTargets } from '../../src/engine/publish-targets';
import { fixtureServer, withFixtureServer } from '../support/fixture-server';

withFixtureServer();

const TOKEN = 'publish-secret';
const purgeUrl = 'http://cache.test';
/** Another cache like it, on another host (they share what they hold). */
const twin = 'http://cache-b.test';
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
  fixtureServer.use(...[purgeUrl, twin].map((origin) =>
    http.all(`${origin}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const key = url.pathname + url.search;
      purges.push(`${request.method} ${key}`);
      mostAtOnce = Math.max(mostAtOnce, ++inFlight);
      await delay(1);
      inFlight -= 1;
      if (broken.has(key)) return new HttpResponse(null, { status: 500 });
      return new HttpResponse(null, { status: cached.delete(key) ? 200 : 404 });
    })));
});

/** The site's routes as the stand-in knows them: a page path keeps its key, a campaign tag goes; '/nowhere' is no page. */
const canonical = (target: string) => (target.startsWith('/nowhere') ? undefined : target.replace(/[?&]utm_source=[^&]*/, ''));
/** The bindings as the stand-in knows them: the home page's content, the frame's (every page), a product (every page: the listings), a CMS page. */
const BOUND: Record<PublishKind, Record<string, PublishTargets>> = {
  contentIds: { 'rc-home': { keys: ['/'], tags: ['content:rc-home'] }, 'rc-verification': { keys: ['/verification', '/customer-service/product-verification'], tags: ['content:rc-verification'] }, 'rc-header-nav': { keys: [EVERY_PAGE], tags: ['content:rc-header-nav'] } },
  products: { '1001': { keys: [EVERY_PAGE], tags: ['product:1001', 'products'] } },
  pageIds: { 'spring-story': { keys: ['/brand-story/spring-story'], tags: ['page:spring-story'] } },
};
const showing = (kind: PublishKind, id: string) => Promise.resolve(Object.hasOwn(BOUND[kind], id) ? BOUND[kind][id] : undefined);
const settings = (over: Partial<RevalidateSettings> = {}): RevalidateSettings => ({ token: TOKEN, purgeUrls: [purgeUrl], forget: () => undefined, canonical, showing, ...over });
/** The answer's per-cache part when the one cache in front did what the whole answer says. */
const oneCache = ({ purged, missed, failed }: { purged: string[]; missed: string[]; failed: Record<string, string> }) => ({ [purgeUrl]: { purged, missed, failed } });
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
    ['every list empty', { paths: [], contentIds: [], products: [], pageIds: [] }],
    ['a list of the body that is no list', { contentIds: 'rc-home' }],
    ['a field the webhook has not', { contentId: ['rc-home'] }],
    ['a list', ['/']],
    ['a content id no page shows', { contentIds: ['rc-nowhere'] }],
    ['a product no page shows', { products: ['/../1001'] }],
    ['a CMS page no page shows', { pageIds: [''] }],
    ['an id that is no string', { contentIds: [{ id: 'rc-home' }] }],
    ['a name of the object prototype', { contentIds: ['constructor', '__proto__'] }],
    ['one unknown id among known ones and paths', { paths: ['/'], contentIds: ['rc-home', 'rc-nowhere'] }],
    ['too many ids', { contentIds: Array.from({ length: MAX_PATHS + 1 }, () => 'rc-home') }],
    ['too many paths and ids together', { paths: Array.from({ length: MAX_PATHS }, (_, i) => `/pdp/${i}`), contentIds: ['rc-home'] }],
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
        caches: oneCache({ purged: ['/pdp/1001', '/news/5001', '/search-results-page?keyword=%22x%22', '/sitemap.xml'], missed: ['/news/5002'], failed: {} }),
      },
    });
    expect(purges).toContain('PURGE /search-results-page?keyword=%22x%22');
    expect(forgotten).toBe(1);
  });

  // A publish can add or remove a page (a product, an article, a category), and the sitemap lists every page: nginx
  // keeps it under the page policy, so a publish that purges pages purges it too, whatever paths it names.
  it('purges the sitemap with every publish, saying so: missed when the cache held none, and 502 naming it when its purge failed', async () => {
    const first = await revalidate(`Bearer ${TOKEN}`, body(['/news/5001']), settings());
    expect(first).toEqual({ status: 200, body: { purged: ['/news/5001', '/sitemap.xml'], missed: [], failed: {}, also: ['/sitemap.xml'], caches: oneCache({ purged: ['/news/5001', '/sitemap.xml'], missed: [], failed: {} }) } });
    const again = await revalidate(`Bearer ${TOKEN}`, body(['/news/5001']), settings());
    expect(again.body).toMatchObject({ purged: [], missed: ['/news/5001', '/sitemap.xml'], failed: {} });
    broken.add('/sitemap.xml');
    const failing = await revalidate(`Bearer ${TOKEN}`, body(['/pdp/1001']), settings());
    expect(failing).toMatchObject({ status: 502, body: { purged: ['/pdp/1001'], missed: [], failed: { '/sitemap.xml': `${purgeUrl}: the cache answered 500` } } });
    expect(purges.filter((purge) => purge === 'PURGE /sitemap.xml')).toHaveLength(3);
    // robots.txt is the site base's alone (a build setting): no publish changes it, so none purges it.
    expect(purges.filter((purge) => purge.includes('robots'))).toEqual([]);
  });

  it('answers 502 naming a path the cache failed to purge', async () => {
    const answer = await revalidate(`Bearer ${TOKEN}`, body(['/broken']), settings());
    expect(answer.status).toBe(502);
    expect(answer.body.failed).toEqual({ '/broken': `${purgeUrl}: the cache answered 500` });
  });

  it('takes the documented maximum of paths', async () => {
    // No cache in front: the list is checked whole, without a purge each (the next test purges through a cache).
    const answer = await revalidate(`Bearer ${TOKEN}`, body(Array.from({ length: MAX_PATHS }, (_, i) => `/pdp/${i}`)), settings({ purgeUrls: [] }));
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
    const answer = await revalidate(`Bearer ${TOKEN}`, body(['/']), settings({ purgeUrls: [], forget: () => void (forgotten += 1) }));
    expect(answer.status).toBe(200);
    expect(forgotten).toBe(1);
    // Nor a sitemap to purge: it is rendered on every request too.
    expect(purges).toEqual([]);
    expect(answer.body).not.toHaveProperty('also');
  });
});

describe('POST /__revalidate by what changed', () => {
  it('purges the pages that show a content id, a CMS page, with the paths and the sitemap; says which keys each id purged and the tags a CDN purges by', async () => {
    cached.add('/verification');
    const answer = await revalidate(`Bearer ${TOKEN}`, { paths: ['/news/5001'], contentIds: ['rc-verification', 'rc-home'], pageIds: ['spring-story'] }, settings());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      purged: ['/news/5001', '/verification', '/sitemap.xml'],
      missed: ['/customer-service/product-verification', '/', '/brand-story/spring-story'],
      failed: {},
      pages: {
        contentIds: { 'rc-verification': ['/verification', '/customer-service/product-verification'], 'rc-home': ['/'] },
        pageIds: { 'spring-story': ['/brand-story/spring-story'] },
      },
      tags: ['content:rc-verification', 'content:rc-home', 'page:spring-story'],
      also: ['/sitemap.xml'],
    });
    expect(purges).toHaveLength(6);
  });

  it.each([
    ['the frame\'s content id', { contentIds: ['rc-header-nav', 'rc-home'] }],
    ['a product (its page and the listings that may hold it)', { products: ['1001'], paths: ['/news/5001'] }],
  ])('purges every page at once for %s: `PURGE /*` alone, the sitemap with it', async (_name, given) => {
    const answer = await revalidate(`Bearer ${TOKEN}`, given, settings());
    expect(purges).toEqual([`PURGE ${EVERY_PAGE}`]);
    expect(answer.body).toMatchObject({ also: [], caches: oneCache({ purged: [], missed: [EVERY_PAGE], failed: {} }) });
  });

  it('refuses unknown ids naming each of them by list, purging nothing', async () => {
    const answer = await revalidate(`Bearer ${TOKEN}`, { paths: ['/nowhere'], contentIds: ['rc-home', 'rc-gone'], products: ['9'], pageIds: [7] }, settings());
    expect(answer).toEqual({
      status: 400,
      body: { error: 'not a page of the site: "/nowhere"; no page of the site shows contentIds "rc-gone"; no page of the site shows products "9"; no page of the site shows pageIds 7' },
    });
    expect(purges).toEqual([]);
  });

  it('without a cache in front, still says which pages each id shows on', async () => {
    const answer = await revalidate(`Bearer ${TOKEN}`, { contentIds: ['rc-home'] }, settings({ purgeUrls: [] }));
    expect(answer.body).toMatchObject({ purged: [], pages: { contentIds: { 'rc-home': ['/'] } }, tags: ['content:rc-home'] });
  });
});

describe('POST /__revalidate with several caches in front', () => {
  const second = 'http://cache-2.test';
  const gone = 'http://cache-gone.test';
  /** A second cache that holds nothing, and a host where nothing listens. */
  beforeEach(() => {
    fixtureServer.use(
      http.all(`${second}/*`, ({ request }) => {
        purges.push(`${request.method} ${second}${new URL(request.url).pathname}`);
        return new HttpResponse(null, { status: 404 });
      }),
      http.all(`${gone}/*`, () => HttpResponse.error()),
    );
  });

  it('purges every key from each cache, and says per cache what happened: over all, a key is purged where any cache had it', async () => {
    const answer = await revalidate(`Bearer ${TOKEN}`, body(['/pdp/1001']), settings({ purgeUrls: [purgeUrl, second] }));
    expect(answer).toEqual({
      status: 200,
      body: {
        purged: ['/pdp/1001', '/sitemap.xml'],
        missed: [],
        failed: {},
        also: ['/sitemap.xml'],
        caches: {
          [purgeUrl]: { purged: ['/pdp/1001', '/sitemap.xml'], missed: [], failed: {} },
          [second]: { purged: [], missed: ['/pdp/1001', '/sitemap.xml'], failed: {} },
        },
      },
    });
    expect(purges.filter((purge) => purge.startsWith(`PURGE ${second}`))).toHaveLength(2);
  });

  it('answers 502 when one cache failed, naming it and why, while the others are purged', async () => {
    const answer = await revalidate(`Bearer ${TOKEN}`, body(['/pdp/1001']), settings({ purgeUrls: [purgeUrl, gone] }));
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({ purged: [], missed: [], failed: { '/pdp/1001': expect.stringMatching(/^http:\/\/cache-gone\.test: the cache did not answer/) } });
    expect((answer.body.caches as Record<string, unknown>)[purgeUrl]).toEqual({ purged: ['/pdp/1001', '/sitemap.xml'], missed: [], failed: {} });
    expect(cached.has('/pdp/1001')).toBe(false);
  });

  it('purges a few at a time over all caches together, never a socket per key and cache', async () => {
    const paths = Array.from({ length: 60 }, (_, i) => `/pdp/${i}`);
    const answer = await revalidate(`Bearer ${TOKEN}`, body(paths), settings({ purgeUrls: [purgeUrl, twin] }));
    expect(answer.status).toBe(200);
    expect(mostAtOnce).toBeGreaterThan(1);
    expect(mostAtOnce).toBeLessThanOrEqual(16);
  });
});

describe('POST /__revalidate on any body (property)', () => {
  /** What a webhook could send: the lists with anything in them (known names among them), or any JSON at all. */
  const listOf = (known: readonly string[]) => fc.array(fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 20 }, fc.string(), fc.jsonValue()), { maxLength: 4 });
  const anyBody = fc.oneof(
    { weight: 4, arbitrary: fc.record({
      paths: listOf(['/pdp/1001', '/', '/news/5001?utm_source=mail', '/nowhere', '//evil.example/x', '/\\evil']),
      contentIds: listOf([...Object.keys(BOUND.contentIds), 'rc-gone', '__proto__']),
      products: listOf([...Object.keys(BOUND.products), 'constructor']),
      pageIds: listOf([...Object.keys(BOUND.pageIds), 'toString']),
    }, { requiredKeys: [] }) },
    fc.jsonValue(),
    fc.dictionary(fc.string(), fc.jsonValue()),
  );

  it('never throws, purges nothing when it refuses, and purges only the keys of what the body names (and the sitemap, or every page)', async () => {
    await fc.assert(
      fc.asyncProperty(anyBody, async (given) => {
        purges.length = 0;
        const answer = await revalidate(`Bearer ${TOKEN}`, given, settings());
        expect([200, 400, 502]).toContain(answer.status);
        if (answer.status === 400) {
          expect(purges).toEqual([]);
          return;
        }
        const lists = given as Record<string, unknown[]>;
        const named = (kind: PublishKind) => (lists[kind] ?? []).flatMap((id) => (typeof id === 'string' && Object.hasOwn(BOUND[kind], id) ? BOUND[kind][id]?.keys ?? [] : []));
        const allowed = new Set(['/sitemap.xml', ...(lists.paths ?? []).map((path) => canonical(path as string)), ...named('contentIds'), ...named('products'), ...named('pageIds')]);
        for (const purge of purges) expect(allowed).toContain(purge.replace(/^PURGE /, ''));
        // A purge of every page is the only one it sends.
        if (allowed.has(EVERY_PAGE)) expect(purges).toEqual([`PURGE ${EVERY_PAGE}`]);
      }),
      { numRuns: 1000 },
    );
  });
});
