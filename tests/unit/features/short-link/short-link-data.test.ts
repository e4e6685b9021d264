import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { forwardTarget, shortLinkLoader } from '../../../../src/features/short-link/short-link-data';
import { fixtureServer, serverContext, withFixtureServer } from '../../../support/fixture-server';
import { loaderAnswer } from '../../../support/loader-answer';

withFixtureServer();


const RUNS = { numRuns: 1000 };
const ctx = { isLeafCategory: () => undefined };
const run = (code: string) => {
  const url = `http://site.test/s/${encodeURIComponent(code)}`;
  const args = { params: { code }, request: new Request(url), url: new URL(url), pattern: '/s/:code', context: serverContext() };
  return loaderAnswer(shortLinkLoader(args as LoaderFunctionArgs));
};
const SHORT_LINK = '*/ecommerce/open/v1/shortLink/getByCode';

describe('forwardTarget', () => {
  it('forwards only to a path of this site or an http(s) URL, whatever the link object is', () => {
    const linkish = fc.record(
      {
        linkType: fc.oneof(fc.constantFrom(1, 2, 3, 4, 5, 7, '1', '4'), fc.integer(), fc.string()),
        val: fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom('/gifting', '//evil.example', 'javascript:alert(1)', '/\\evil', ' /a\n/b')),
        type: fc.constantFrom('page', 'url', undefined),
        onlineId: fc.oneof(fc.string(), fc.integer()),
        linkSpuId: fc.oneof(fc.string(), fc.integer()),
        id: fc.string(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(linkish, fc.constantFrom(null, undefined, 4, '/gifting', [])), (link) => {
        const target = forwardTarget(link, ctx);
        if (target?.kind === 'internal') expect(target.to).toMatch(/^\/(?![/\\])/);
        if (target?.kind === 'external') expect(new URL(target.href).protocol).toMatch(/^https?:$/);
      }),
      RUNS,
    );
  }, 30_000);

  it('refuses a page config (type 7) and a javascript: URL', () => {
    expect(forwardTarget({ linkType: 7, id: 'pc-home-spring' }, ctx)).toBeNull();
    expect(forwardTarget({ linkType: 1, val: 'javascript:alert(1)' }, ctx)).toBeNull();
  });
});

describe('shortLinkLoader', () => {
  it.each([
    ['gift', '/gifting'],
    ['sim3', '/pdp/1001?vc=drivers'],
    ['heritage', '/brand-story/pc-heritage-1979'],
  ])('redirects the code %s to the page of this site it stands for', async (code, to) => {
    expect(await run(code)).toMatchObject({ status: 302, location: to });
  });

  it('hands the page an external target to leave for', async () => {
    expect(await run('weibo')).toMatchObject({ status: 200, value: { status: 'ok', data: { kind: 'external', href: 'https://weibo.com/meridiangolf' } } });
  });

  it.each([
    ['unsafe', 'leads nowhere'],
    ['expired', 'stands for no link'],
  ])('ends the code %s as empty, with a warning naming why', async (code, why) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await run(code)).toMatchObject({ status: 404, value: { status: 'empty' } });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(why));
  });

  it('reads an unknown code (the backend says no) as unsuccessful', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await run('nope')).toMatchObject({ status: 404, value: { status: 'failed', cause: 'unsuccessful' } });
  });

  it('reads a 500 as a failed request with the retry message', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fixtureServer.use(http.get(SHORT_LINK, () => new HttpResponse('boom', { status: 500 })));
    expect(await run('gift')).toMatchObject({ status: 503, value: { status: 'failed', cause: 'request', message: '请求失败，请稍后重试！' } });
  });

  it('forwards a link to a leaf category to its product list by the category tree\'s leaf flags, with no browser storage', async () => {
    expect(typeof localStorage).toBe('undefined');
    fixtureServer.use(http.get(SHORT_LINK, () => HttpResponse.json({ success: true, errorCode: '0', data: { linkType: 5, val: 'drivers' } })));
    expect(await run('driver')).toMatchObject({ status: 302, location: '/products/category/drivers' });
    fixtureServer.use(http.get(SHORT_LINK, () => HttpResponse.json({ success: true, errorCode: '0', data: { linkType: 5, val: 'golf' } })));
    expect(await run('golf')).toMatchObject({ status: 302, location: '/products/golf' });
  });

  it('asks for the code without the token', async () => {
    const seen: Request[] = [];
    fixtureServer.use(http.get(SHORT_LINK, ({ request }) => {
      seen.push(request);
      return HttpResponse.json({ success: true, errorCode: '0', data: { linkType: 4, val: '/cs' } });
    }));
    await run('a b');
    expect(new URL(seen[0]!.url).searchParams.get('code')).toBe('a b');
    expect(seen[0]!.headers.get('accessToken')).toBeNull();
  });
});
