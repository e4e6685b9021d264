// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/app/route-table';
import { type RenderAnswer } from '../../src/entry-server';
import { renderRequest, testRenderer } from './support/renderer';
import { callsDuring, fixtureServer, withFixtureServer } from '../support/fixture-server';

withFixtureServer();

// The server entry's answers, as the render server sends them: the address a page is kept under, redirects a browser
// and a cache can follow, and statuses that say what the page says.


const render = (target: string): Promise<RenderAnswer> => renderRequest(`http://site.invalid${target}`);

beforeAll(async () => {
  // Every page module's first import (a transform each) done once here, not in one test's time.
  await Promise.all(routes.map((route) => route.lazy()));
}, 60_000);

describe('a page has one address: any other spelling is sent there by a redirect no cache keeps', () => {
  it.each([
    ['a campaign tag', '/about-us?utm_source=mail', '/about-us'],
    ['a key the page does not read', '/pdp/1001?x=1&vc=golf', '/pdp/1001?vc=golf'],
    ['a repeated key', '/pdp/1001?vc=golf&vc=home', '/pdp/1001?vc=golf'],
    ['an empty value', '/pdp/1001?vc=', '/pdp/1001'],
    ['another letter case and a trailing slash', '/About-Us/', '/about-us'],
    ['the first page spelled out', '/news?page=1', '/news'],
    ['a query encoded otherwise', '/search-results-page?keyword=a%20b', '/search-results-page?keyword=a+b'],
    ['a listing\'s unknown key and tag', '/products/category/drivers?sort=priceAsc&nope=1&utm_source=x', '/products/category/drivers?sort=priceAsc'],
    ['a listing\'s sort it does not offer', '/products/category/drivers?sort=cheapest', '/products/category/drivers'],
    ['a listing\'s page past the last', '/products/category/drivers?page=99', '/products/category/drivers'],
    ['an unknown news catalogue', '/news?catalog=nope', '/news'],
    ['a news page past the last', '/latest-news?page=999', '/latest-news?page=5'],
    ['a ?vc= no category has', '/pdp/1001?vc=nope', '/pdp/1001'],
  ])('%s: %s -> %s', async (_name, target, location) => {
    expect(await render(target)).toEqual({ kind: 'redirect', status: 301, location, cacheControl: 'no-store' });
  });

  it.each(['/about-us', '/pdp/1001?vc=golf', '/about-us?job=7', '/products/category/drivers?sort=priceAsc', '/search-results-page?keyword=%E7%90%83%E6%9D%86'])('renders %s, already at its own address', async (target) => {
    expect(await render(target)).toMatchObject({ kind: 'page', status: 200 });
  });
});

describe('statuses that say what the page says', () => {
  it.each(['/products/nope', '/collections/nope', '/products/category/nope', '/products/golf/nope', '/brand-story/nope'])('%s, which no category or page has, is 404', async (target) => {
    expect(await render(target)).toMatchObject({ kind: 'page', status: 404 });
  });

  it('marks a page whose own content came back empty, so it is not kept as a last good copy', async () => {
    fixtureServer.use(http.get(/queryRegionContents\/?$/, () => HttpResponse.json({ success: true, errorCode: '0', errorMessage: null, data: [] })));
    expect(await render('/about-us')).toMatchObject({ kind: 'page', empty: true });
  });

  it('does not mark a page whose content is there', async () => {
    expect(await render('/about-us')).toMatchObject({ kind: 'page', status: 200, empty: false });
  });
});

describe('the frame\'s content, kept between renders, and a render under a test scenario', () => {
  /** A render under a scenario that names nothing: its calls are asked afresh and kept nowhere. */
  const renderUnder = (target: string) => testRenderer.underScenario({}).renderRequest(`http://site.invalid${target}`);
  /** The site settings' calls made while `run` runs. */
  const settingsCalls = async (run: () => Promise<unknown>): Promise<number> => (await callsDuring(run)).filter((call) => call.includes('contentId=rc-site-settings')).length;
  const settingsFail = () => fixtureServer.use(http.get(/queryReadableContent/, ({ request }) => (request.url.includes('contentId=rc-site-settings') ? HttpResponse.json({}, { status: 500 }) : undefined)));

  it('a plain render after another asks nothing of the frame again', async () => {
    expect(await settingsCalls(() => render('/about-us'))).toBe(1);
    expect(await settingsCalls(() => render('/contact-us'))).toBe(0);
  });

  it('a render under a scenario asks afresh, so a fault shows though the frame is kept', async () => {
    await render('/about-us');
    settingsFail();
    expect(await renderUnder('/about-us')).toMatchObject({ kind: 'page', status: 503 });
  });

  it('a render under a scenario keeps nothing: the next plain render asks for itself', async () => {
    expect(await settingsCalls(() => renderUnder('/about-us'))).toBe(1);
    expect(await settingsCalls(() => render('/about-us'))).toBe(1);
  });
});

describe('short links', () => {
  const shortLinkTo = (link: object) =>
    fixtureServer.use(http.get(/shortLink\/getByCode/, () => HttpResponse.json({ success: true, errorCode: '0', errorMessage: null, data: link })));

  it('redirect to a path with Chinese in it with a valid, percent-encoded Location', async () => {
    shortLinkTo({ linkType: 4, val: '/search-results-page?keyword=球杆' });
    expect(await render('/s/cn')).toEqual({ kind: 'redirect', status: 302, location: '/search-results-page?keyword=%E7%90%83%E6%9D%86' });
    shortLinkTo({ linkType: 2, type: 'page', onlineId: '品牌故事' });
    expect(await render('/s/story')).toMatchObject({ location: '/brand-story/%E5%93%81%E7%89%8C%E6%95%85%E4%BA%8B' });
  });

  it('refuse a loop (a short link to itself, or to another short link) with the page\'s failed state, kept nowhere', async () => {
    shortLinkTo({ linkType: 4, val: '/s/self' });
    expect(await render('/s/self')).toMatchObject({ kind: 'page', status: 503 });
  });
});

describe('structured data, from the matched route\'s handle', () => {
  const jsonLd = async (target: string): Promise<unknown[]> => {
    const answer = await render(target);
    if (answer.kind !== 'page') throw new Error(`${target} is no page`);
    return [...answer.head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((found) => JSON.parse(found[1] ?? ''));
  };

  it('gives a product page its schema.org Product', async () => {
    expect(await jsonLd('/pdp/1001')).toEqual([expect.objectContaining({ '@type': 'Product' })]);
  });

  it('gives a page whose handle declares none nothing', async () => {
    expect(await jsonLd('/about-us')).toEqual([]);
  });
});
