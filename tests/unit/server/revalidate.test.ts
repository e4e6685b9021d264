// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { revalidate, type RevalidateSettings } from '../../../server/revalidate';
import { fixtureServer } from '../../support/fixture-server';

const TOKEN = 'publish-secret';
const purgeUrl = 'http://cache.test';
/** Keys the stand-in cache holds, and the requests it got. */
const cached = new Set<string>();
const purges: string[] = [];

beforeEach(() => {
  for (const key of ['/pdp/1001', '/news/5001']) cached.add(key);
  // A cache that answers PURGE as nginx's cache-purge module does: 200 when it held the key, 404 when not.
  fixtureServer.use(
    http.all(`${purgeUrl}/*`, ({ request }) => {
      const url = new URL(request.url);
      const key = url.pathname + url.search;
      purges.push(`${request.method} ${key}`);
      if (key === '/broken') return new HttpResponse(null, { status: 500 });
      return new HttpResponse(null, { status: cached.delete(key) ? 200 : 404 });
    }),
  );
});

const settings = (over: Partial<RevalidateSettings> = {}): RevalidateSettings => ({ token: TOKEN, purgeUrl, forget: () => undefined, ...over });
const body = (paths: unknown) => JSON.stringify({ paths });

describe('POST /__revalidate', () => {
  it('is off (404) when the server has no token', async () => {
    expect((await revalidate(`Bearer ${TOKEN}`, body(['/']), settings({ token: undefined }))).status).toBe(404);
  });

  it.each([undefined, '', 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`])('refuses the authorization %j with 401 and purges nothing', async (authorization) => {
    const before = purges.length;
    expect((await revalidate(authorization, body(['/pdp/1001']), settings())).status).toBe(401);
    expect(purges.length).toBe(before);
  });

  it.each([['not json', '{'], ['no paths', '{}'], ['an empty list', body([])], ['a full URL', body(['https://evil.example/x'])], ['a protocol-relative path', body(['//evil.example/x'])], ['a number', body([42])]])('answers 400 for %s', async (_name, text) => {
    expect((await revalidate(`Bearer ${TOKEN}`, text, settings())).status).toBe(400);
  });

  it('purges each path from the cache in front, says which it held, and forgets the server\'s own caches', async () => {
    let forgotten = 0;
    const answer = await revalidate(`Bearer ${TOKEN}`, body(['/pdp/1001', '/news/5001?x=1', '/news/5001']), settings({ forget: () => void (forgotten += 1) }));
    expect(answer).toEqual({ status: 200, body: { purged: ['/pdp/1001', '/news/5001'], missed: ['/news/5001?x=1'], failed: {} } });
    expect(purges).toContain('PURGE /pdp/1001');
    expect(forgotten).toBe(1);
  });

  it('answers 502 naming a path the cache failed to purge', async () => {
    const answer = await revalidate(`Bearer ${TOKEN}`, body(['/broken']), settings());
    expect(answer.status).toBe(502);
    expect(answer.body.failed).toEqual({ '/broken': 'the cache answered 500' });
  });

  it('without a cache in front, still forgets the server\'s caches and says every request renders afresh', async () => {
    let forgotten = 0;
    const answer = await revalidate(`Bearer ${TOKEN}`, body(['/']), settings({ purgeUrl: undefined, forget: () => void (forgotten += 1) }));
    expect(answer.status).toBe(200);
    expect(forgotten).toBe(1);
  });
});
