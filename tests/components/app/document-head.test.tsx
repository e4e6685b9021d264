import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../../src/i18n/zh-CN';
import { fixtureServer, withFixtureServer } from '../../support/fixture-server';
import { installDialogPolyfill } from '../support/frame';
import { renderSite } from '../support/site';

withFixtureServer();


beforeAll(installDialogPolyfill);
beforeEach(() => {
  // jsdom has neither matchMedia nor scrolling; the carousel asks the one, the frame calls the other.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

// The first render loads the lazy page modules: give it more than the default second.
const slow = { timeout: 5000 };
const PRODUCT = '*/ecommerce/open/v1/product/fullProductDetail';

/** Every title, description and keywords tag in the document, as the browser would read them. */
function head() {
  const all = (selector: string) => [...document.querySelectorAll(selector)];
  return {
    titles: all('title').map((node) => node.textContent),
    descriptions: all('meta[name="description"]').map((node) => node.getAttribute('content')),
    keywords: all('meta[name="keywords"]').map((node) => node.getAttribute('content')),
  };
}

const site = { descriptions: [t.defaultDescription], keywords: [t.defaultKeywords] };

describe('the document head', () => {
  it('titles a product page with the default title and the product name, once, with the product\'s description and the site\'s keywords', async () => {
    renderSite('/pdp/1002');
    await screen.findByRole('heading', { level: 1, name: 'P·790 铁杆组（7支）' }, slow);
    expect(head()).toEqual({ ...site, titles: [`${t.defaultTitle} - P·790 铁杆组（7支）`], descriptions: ['中空锻造结构，内部填充 SpeedFoam Air，兼顾打感与距离。'] });
    expect(document.title).toBe(`${t.defaultTitle} - P·790 铁杆组（7支）`);
  });

  it('keeps one title through navigations: product page, home, then a customer-service page', async () => {
    const { router } = renderSite('/pdp/1002');
    await screen.findByRole('heading', { level: 1, name: 'P·790 铁杆组（7支）' }, slow);
    await act(() => router.navigate('/'));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'), slow);
    expect(head()).toEqual({ titles: [t.defaultTitle], ...site });
    await act(() => router.navigate('/customer-service/faq'));
    await screen.findByRole('heading', { level: 1, name: t.pages.faq }, slow);
    expect(head()).toEqual({ titles: [t.documentTitle(t.documentTitle(t.defaultTitle, t.pages.cs), t.pages.faq)], ...site });
  });

  it('takes the place of the tags the HTML arrived with (the app shell\'s title, a server-rendered page\'s head)', async () => {
    document.head.innerHTML = '<title>MERIDIAN 官方网站</title><meta name="description" content="旧"><meta name="keywords" content="旧">';
    renderSite('/customer-service/faq');
    await screen.findByRole('heading', { level: 1, name: t.pages.faq }, slow);
    expect(head()).toEqual({ titles: [t.documentTitle(t.documentTitle(t.defaultTitle, t.pages.cs), t.pages.faq)], ...site });
  });

  it('gives a product whose request failed the default title alone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fixtureServer.use(http.get(PRODUCT, () => new HttpResponse('Internal Server Error', { status: 500 })));
    renderSite('/pdp/1001');
    expect((await screen.findByRole('alert', {}, slow)).textContent).toContain(t.requestFailed);
    expect(head()).toEqual({ titles: [t.defaultTitle], ...site });
  });
});
