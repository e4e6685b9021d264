// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONTENT_SCREENS } from '../../schemas/site-constants';
import { env } from '../../src/config/env';
import { EVERY_PAGE } from '../../src/engine/publish-targets';
import type { RouteId } from '../../src/engine/route-paths';
import { routeSamples } from '../e2e/route-samples';
import { callsDuring, withFixtureServer } from '../support/fixture-server';
import { renderRequest, testRenderer } from './support/renderer';

withFixtureServer();

// The route table's publish bindings (src/app/render/publish-bindings.ts): what each page shows, as its data module
// declares it, against what its render asks the backend for; and what a publish of each id purges.

/** Every content id of the build, by value. */
const CONTENT_IDS = new Set(CONTENT_SCREENS.map((screen) => env[`VITE_CONTENT_ID_${screen}`]));
const content = (screen: (typeof CONTENT_SCREENS)[number]) => `content:${env[`VITE_CONTENT_ID_${screen}`]}`;

/** A route's sample rendered: the content ids its render asked the backend for, and the tags its page answers. */
async function renderedSample(id: RouteId) {
  let tags: string[] = [];
  const calls = await callsDuring(async () => {
    const answer = await renderRequest(new URL(routeSamples[id], 'http://site.invalid').href);
    if (answer.kind !== 'page') throw new Error(`${routeSamples[id]} answered ${answer.kind}`);
    tags = answer.tags;
  });
  const asked = calls.flatMap((call) => [...new URL(call, 'http://api.test').searchParams.values()]).filter((value) => CONTENT_IDS.has(value));
  return { asked: [...new Set(asked)].sort(), tags };
}

describe('a page\'s tags', () => {
  // The preview renders what an editor pastes (no content id of its own, and never cached).
  const ids = (Object.keys(routeSamples) as RouteId[]).filter((id) => id !== 'preview');

  it.each(ids)('%s: name exactly the content ids its render asks for (its data module\'s screens and the frame\'s)', async (id) => {
    const { asked, tags } = await renderedSample(id);
    expect(tags.filter((tag) => tag.startsWith('content:')).map((tag) => tag.slice('content:'.length)).sort()).toEqual(asked);
  });

  it('name the product a product page shows, and mark a listing as one (not the ids of the products it lists)', async () => {
    expect((await renderedSample('product')).tags).toEqual(expect.arrayContaining(['product:1001', content('HEADER_NAV'), content('SITE_SETTINGS')]));
    expect((await renderedSample('product')).tags).not.toContain('products');
    expect((await renderedSample('leaf-category')).tags).toContain('products');
    expect((await renderedSample('brand-story-page')).tags).toContain(`page:${routeSamples['brand-story-page'].split('/').at(-1)}`);
  });

  it('keep a path\'s id to what a header may carry: no space, comma or character outside printable ASCII', async () => {
    const answer = await renderRequest('http://site.invalid/pdp/%E7%90%83%20a%2Cb');
    expect(answer.kind === 'page' && answer.tags).toContain('product:%E7%90%83%20a%2Cb');
  });
});

describe('what a publish purges', () => {
  const showing = testRenderer.pagesShowing;

  it('a screen\'s content id: its route\'s page, every route\'s that shows it', async () => {
    expect(await showing('contentIds', env.VITE_CONTENT_ID_HOME)).toEqual({ keys: ['/'], tags: [content('HOME')] });
    expect((await showing('contentIds', env.VITE_CONTENT_ID_PRODUCT_VERIFICATION))?.keys).toEqual(['/verification', '/customer-service/product-verification']);
    expect((await showing('contentIds', env.VITE_CONTENT_ID_JOBS))?.keys).toEqual(['/about-us']);
    expect((await showing('contentIds', env.VITE_CONTENT_ID_FAQ))?.keys).toEqual(['/customer-service/faq']);
  });

  it.each(['HEADER_NAV', 'FOOTER_NAV', 'FOOTER_INFO', 'SITE_SETTINGS'] as const)('the frame\'s %s: every page', async (screen) => {
    expect((await showing('contentIds', env[`VITE_CONTENT_ID_${screen}`]))?.keys).toEqual([EVERY_PAGE]);
  });

  it('every content id of the build purges some page: none is shown nowhere', async () => {
    const nowhere = [];
    for (const id of CONTENT_IDS) if ((await showing('contentIds', id)) === undefined) nowhere.push(id);
    expect(nowhere).toEqual([]);
  });

  it('a product: every page (its page under any of its queries, and the listings that may hold it under any filter), tagged for a CDN by itself and as listed', async () => {
    expect(await showing('products', '1001')).toEqual({ keys: [EVERY_PAGE], tags: ['product:1001', 'products'] });
  });

  it('a CMS page: its brand story page, unless its id spells a sub-page of its own', async () => {
    expect(await showing('pageIds', 'spring')).toEqual({ keys: ['/brand-story/spring'], tags: ['page:spring'] });
    expect(await showing('pageIds', 'our-history')).toBeUndefined();
  });

  it.each([
    ['contentIds', 'rc-nowhere'],
    ['contentIds', ''],
    ['products', ''],
    ['products', 'x'.repeat(201)],
    ['pageIds', ''],
  ] as const)('%s %j: no page, so nothing to purge', async (kind, id) => {
    expect(await showing(kind, id)).toBeUndefined();
  });
});
