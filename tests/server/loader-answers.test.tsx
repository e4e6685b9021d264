// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderRequest } from './support/renderer';
import { fixtureServer, withFixtureServer } from '../support/fixture-server';

// Status, redirects and the empty-content mark come from the loaders (data(), redirect()), through the real entry.

withFixtureServer();


const render = (target: string) => renderRequest(`http://site.invalid${target}`);
const ok = (data: unknown) => HttpResponse.json({ success: true, errorCode: '0', errorMessage: null, data });
// Page contents by page id (with the token), and a content screen's (without it: the backend's path ends in a slash).
const PAGE_CONTENTS = /queryRegionContents$/;
const SCREEN_CONTENTS = /queryRegionContents\/$/;

describe('redirects a loader throws', () => {
  it('sends a leaf category, which has no category page, to its product list', async () => {
    expect(await render('/products/drivers')).toMatchObject({ kind: 'redirect', status: 302, location: '/products/category/drivers' });
  });

  it('sends /gifting home when its content has nothing to show', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fixtureServer.use(http.get(PAGE_CONTENTS, () => ok([])));
    expect(await render('/gifting')).toMatchObject({ kind: 'redirect', status: 302, location: '/' });
  });

  it('sends /contact-us home when its contact item is gone, and renders it with 503 when the call failed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fixtureServer.use(http.get(PAGE_CONTENTS, () => ok([])));
    expect(await render('/contact-us')).toMatchObject({ kind: 'redirect', status: 302, location: '/' });
    fixtureServer.use(http.get(PAGE_CONTENTS, () => new HttpResponse('boom', { status: 500 })));
    expect(await render('/contact-us')).toMatchObject({ kind: 'page', status: 503 });
  });

  it('sends an unknown path home by a redirect no cache keeps (made-up paths would each be an entry)', async () => {
    expect(await render('/no/such/page')).toEqual({ kind: 'redirect', status: 302, location: '/', cacheControl: 'no-store' });
    // Not even the catch-all takes it.
    expect(await render('/a%0Ab')).toEqual({ kind: 'redirect', status: 302, location: '/', cacheControl: 'no-store' });
  });
});

describe('statuses a loader gives', () => {
  it.each(['/pdp/no-such-product', '/news/no-such-article', '/s/nope'])('%s, which the backend does not know, is 404', async (target) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await render(target)).toMatchObject({ kind: 'page', status: 404 });
  });

  it('a page whose content call failed is 503, and one whose content came back empty is 200 and marked empty', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fixtureServer.use(http.get(SCREEN_CONTENTS, () => new HttpResponse('boom', { status: 500 })));
    expect(await render('/trial')).toMatchObject({ kind: 'page', status: 503 });
    fixtureServer.use(http.get(SCREEN_CONTENTS, () => ok([])));
    expect(await render('/trial')).toMatchObject({ kind: 'page', status: 200, empty: true });
  });

  it('a page whose feature call below the content failed is 503 (the stores of /find-us)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fixtureServer.use(http.all(/getStoreByCoordinateProvince/, () => new HttpResponse('boom', { status: 500 })));
    expect(await render('/find-us')).toMatchObject({ kind: 'page', status: 503 });
  });
});
