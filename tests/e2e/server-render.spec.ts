import { readBuildSettings } from '../../tools/cms-validate/env-files';
import { seriousViolations } from './axe';
import { appChunkUrl, holdEntry } from './support/hold-entry';
import { expect, test as base, type Page } from './console';
import { t } from '../../src/i18n/zh-CN';
import { slowPhone } from './slow-phone';
import { reachFooter } from './footer';

// Pages as the render server (npm run serve, the browser tests' server) answers them: rendered on request, then hydrated.
// `site` is the origin the addresses are asked on: the tests' own server.
const test = base.extend<{ site: string }>({
  site: ({ baseURL }, use) => use(baseURL ?? ''),
});

const PRODUCT = { path: '/pdp/1001', name: 'SIM3 MAX 一号木', price: '¥5,680.00', description: '全新碳纤维复合杆头，重心更低更靠后' };
const PRODUCT_TITLE = t.documentTitle(t.defaultTitle, PRODUCT.name);
const ARTICLE = { path: '/news/5001', title: 'MERIDIAN 迎来品牌创立 47 周年', body: '自 1979 年以来，MERIDIAN 始终专注于高尔夫球杆的设计与制造' };

test.describe('without JavaScript, the HTML alone', () => {
  test.use({ javaScriptEnabled: false });
  // The server sees no width (nor varies by user agent): its HTML is the same at 390px.
  test.skip(({ isMobile }) => isMobile, 'the HTML does not depend on the width');

  test('carries a product: name, price, description, head, structured data and its LCP image', async ({ page, site }) => {
    await page.goto(`${site}${PRODUCT.path}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
    await expect(main.getByText(PRODUCT.price)).toBeVisible();
    await expect(main.getByText(PRODUCT.description)).toBeVisible();
    expect(await headTags(page)).toEqual(siteHead(PRODUCT_TITLE, productDescription));
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `https://www.example.cn${PRODUCT.path}`);
    const lcp = page.locator('main img[fetchpriority="high"]').first();
    await expect(lcp).toHaveAttribute('width', /^\d+$/);
    await expect(lcp).toHaveAttribute('height', /^\d+$/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: PRODUCT.name, brand: { name: 'MERIDIAN' }, offers: { price: '5680.00', priceCurrency: 'CNY' } });
  });

  test('carries the home page blocks', async ({ page, site }) => {
    await page.goto(`${site}/`);
    const main = page.getByRole('main');
    await expect(main.getByText('更远，更稳，更从容——四十余年碳纤维工艺的新篇章')).toBeVisible();
    await expect(main.getByText('为热爱者打造的每一件器物')).toBeVisible();
    await expect(main.getByText('一支球杆的诞生，需要两百余道工序与一双专注的手')).toBeVisible();
    expect(await headTags(page)).toEqual(siteHead(t.defaultTitle));
    // A type-5 link to a leaf category has its canonical address in the HTML (no redirect through /products/tea).
    await expect(main.locator('a[href$="/tea"]')).toHaveAttribute('href', '/products/category/tea');
  });

  test('carries a category listing: its products with names and prices, and its breadcrumb', async ({ page, site }) => {
    await page.goto(`${site}/products/category/irons`);
    const main = page.getByRole('main');
    await expect(main.getByText('P·790 铁杆组（7支）')).toBeVisible();
    await expect(main.getByText('P·770 铁杆组（7支）')).toBeVisible();
    await expect(main.locator('a[href="/pdp/1002?vc=irons"]').first()).toBeAttached();
    await expect(page.getByRole('navigation', { name: t.frame.breadcrumb }).getByText('铁杆')).toBeVisible();
  });

  test('carries search results', async ({ page, site }) => {
    await page.goto(`${site}/search-results-page?keyword=${encodeURIComponent('SIM3')}`);
    await expect(page.getByRole('main').getByText('SIM3 MAX 一号木').first()).toBeVisible();
  });

  test('carries a product linked from a parent category\'s list, under that category', async ({ page, site }) => {
    // ?vc= names a category the product's own list lacks: its name comes from the site's tree (the render had no browser storage).
    const answer = await page.goto(`${site}${PRODUCT.path}?vc=golf`);
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t.frame.breadcrumb })).toHaveText(`系列产品高尔夫球杆${PRODUCT.name}`);
  });

  test('carries a news article', async ({ page, site }) => {
    await page.goto(`${site}${ARTICLE.path}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: ARTICLE.title })).toBeVisible();
    await expect(main.getByText(ARTICLE.body)).toBeVisible();
  });
});

/** Every title, description and keywords tag of the document: one of each, whatever the page. */
const headTags = (page: Page) =>
  page.evaluate(() => {
    const all = (selector: string, read: (node: Element) => string | null) => [...document.querySelectorAll(selector)].map(read);
    return {
      titles: all('title', (node) => node.textContent),
      descriptions: all('meta[name="description"]', (node) => node.getAttribute('content')),
      keywords: all('meta[name="keywords"]', (node) => node.getAttribute('content')),
    };
  });
const siteHead = (title: string, description: unknown = t.defaultDescription) => ({ titles: [title], descriptions: [description], keywords: [t.defaultKeywords] });
/** The product's own description, as its head has it: the start of its text. */
const productDescription = expect.stringMatching(new RegExp(`^${PRODUCT.description}`));

/** Console lines about hydration (React's own and the site's onRecoverableError line), and the API calls made. */
function watch(page: Page): { hydration: string[]; calls: string[] } {
  const seen = { hydration: [] as string[], calls: [] as string[] };
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && /hydrat|#41[89]|#42[35]/i.test(message.text())) seen.hydration.push(message.text());
  });
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(ecommerce|productSearch)\//.test(pathname)) seen.calls.push(`${pathname}${new URL(request.url()).search}`);
  });
  return seen;
}

/**
 * Until the page is as a reader first meets it: parsed whole (a page still being parsed is shorter, and clamps a
 * scroll) and styled. Whether it has hydrated by then, each test checks in the same step as what it measures.
 */
const parsedAndStyled = (page: Page) =>
  page.waitForFunction(() => document.readyState !== 'loading' && [...document.querySelectorAll('link[rel=stylesheet]')].every((link) => (link as HTMLLinkElement).sheet));

/** Hydrated and past its first requests: the footer's data arrives only after the router has started. */
const settled = async (page: Page) => {
  await page.waitForLoadState('load');
  await expect((await reachFooter(page)).getByText('精选好物')).toBeVisible();
};

test.describe('with JavaScript, the page hydrates', { tag: '@phone' }, () => {
  test('a product: no hydration message, no \'Loading...\', no second product call, and the page answers clicks', async ({ page, site }) => {
    const seen = watch(page);
    // Records, from the first byte on, whether the loading indicator ever enters the page.
    await page.addInitScript(() => {
      const flag = window as unknown as { loadingShown?: boolean };
      new MutationObserver(() => {
        if (document.querySelector('#root [role="status"]')) flag.loadingShown = true;
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto(`${site}${PRODUCT.path}`);
    await settled(page);
    expect(await page.evaluate(() => (window as unknown as { loadingShown?: boolean }).loadingShown ?? false)).toBe(false);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
    expect(seen.hydration).toEqual([]);
    expect(seen.calls.filter((call) => call.includes('/product/fullProductDetail'))).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await headTags(page)).toEqual(siteHead(PRODUCT_TITLE, productDescription));

    // Hydrated, the router navigates on the client: the logo leads home and the home content is fetched then.
    await page.getByRole('banner').getByRole('link', { name: 'MERIDIAN 首页' }).first().click();
    await expect(page.getByRole('main').getByText('为热爱者打造的每一件器物')).toBeVisible();
    // The breadcrumbs the HTML brought belong to the product page alone.
    await expect(page.getByRole('navigation', { name: '面包屑导航' })).toHaveCount(0);
    expect(seen.calls.some((call) => call.includes('/page/queryRegionContents'))).toBe(true);
    // The product's title and description leave with it: still one of each, now the site's own.
    expect(await headTags(page)).toEqual(siteHead(t.defaultTitle));
  });

  test('the home page and a news article: no hydration message and no page data fetched again', async ({ page, site }) => {
    const seen = watch(page);
    await page.goto(`${site}/`);
    await settled(page);
    expect(seen.hydration).toEqual([]);
    expect(seen.calls.filter((call) => call.includes('/page/queryRegionContents'))).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${site}${ARTICLE.path}`);
    await settled(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: ARTICLE.title })).toBeVisible();
    expect(seen.hydration).toEqual([]);
    expect(seen.calls.filter((call) => call.includes('/cms/info/getDetail'))).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const { path, content } of [{ path: '/find-us', content: '到店之前' }, { path: '/news', content: '媒体垂询' }, { path: '/verification', content: '在官方渠道购买' }]) {
    test(`${path}: the CMS content beside its feature hydrates from the HTML, with no hydration message and no content fetched again`, async ({ page, site }) => {
      const seen = watch(page);
      await page.goto(`${site}${path}`);
      await settled(page);
      await expect(page.getByRole('main').getByRole('region', { name: content })).toBeVisible();
      expect(seen.hydration).toEqual([]);
      expect(seen.calls.filter((call) => call.includes('/page/queryRegionContents'))).toEqual([]);
    });
  }

  test('/collections: the collection dialog opens with the content the HTML brought, fetching nothing', async ({ page, site }) => {
    const seen = watch(page);
    await page.goto(`${site}/collections`);
    await settled(page);
    await page.getByRole('button', { name: '如何挑选系列？' }).click();
    await expect(page.getByRole('dialog', { name: '系列选购指南' }).getByRole('heading', { name: '高尔夫球杆' })).toBeVisible();
    expect(seen.hydration).toEqual([]);
    expect(seen.calls.filter((call) => call.includes('/page/queryRegionContents'))).toEqual([]);
  });

  test('an unknown product is a 404 page that hydrates', async ({ page, site }) => {
    const seen = watch(page);
    const missing = await page.goto(`${site}/pdp/999999`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('main').getByRole('heading', { name: '该商品暂不可售' })).toBeVisible();
    await settled(page);
    // The server's answer was hydrated: the product is not asked for again.
    expect(seen.calls.filter((call) => call.includes('/product/fullProductDetail'))).toEqual([]);
    expect(seen.hydration).toEqual([]);
  });
});

// Marks, as the parser adds it, the product's main image that the HTML brought, and records the largest paint.
const WATCH_SERVER_IMAGE = `
  new MutationObserver((_, observer) => {
    const image = document.querySelector('main img[fetchpriority="high"]');
    if (image) { image.fromServer = true; observer.disconnect(); }
  }).observe(document, { subtree: true, childList: true });
  window.largestPaints = [];
  new PerformanceObserver((list) => { window.largestPaints.push(...list.getEntries()); }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

test.describe('on a slow phone (4x CPU, slow 4G), the product page', () => {
  // A phone's first load: nothing of the site in its cache yet.
  test.use({ firstVisit: true });
  test.skip(({ isMobile }) => !isMobile, 'Lighthouse measures the phone');
  test('keeps the main image the HTML painted: it is the largest paint, the app is fetched only after it, and hydration leaves it in place', async ({ page, site }) => {
    await slowPhone(page);
    await page.addInitScript({ content: WATCH_SERVER_IMAGE });
    await page.goto(`${site}${PRODUCT.path}`);
    await settled(page);
    // Idle: the carousel's thumbnails and the footer are live, nothing is left to load.
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => {
      type Marked = Element & { fromServer?: boolean };
      const shown = document.querySelector<Marked>('main img[fetchpriority="high"]');
      const paints = (window as unknown as { largestPaints: (PerformanceEntry & { element: Marked | null })[] }).largestPaints;
      const largest = paints.at(-1);
      return {
        shownIsServers: shown?.fromServer === true,
        largestIsShown: largest !== undefined && largest.element === shown,
      };
    });
    expect(seen.shownIsServers, 'the image on screen is the node the HTML brought').toBe(true);
    // A re-created image would be another node, painted anew: the largest paint is the HTML's node. When it paints is
    // the speed budget's to measure (npm run perf); a time bound here failed 1 run in 3 on a quiet machine.
    expect(seen.largestIsShown, 'the largest paint is that image').toBe(true);
    // The app shared neither the wire nor the main thread with the first paint and that image (src/boot.ts).
    const timing = await page.evaluate((app) => {
      const image = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]');
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        image: resources.find((entry) => entry.name === image?.currentSrc)?.responseEnd,
        app: resources.find((entry) => new URL(entry.name).pathname === app)?.startTime,
      };
    }, appChunkUrl());
    expect(timing.app, JSON.stringify(timing)).toBeGreaterThan(Math.max(timing.paint ?? Infinity, timing.image ?? Infinity));
  });
});

// That such a page does not shift while it hydrates (its breadcrumb bar is in the HTML) is layout-shift.spec's.
test.describe('on a slow phone (4x CPU, slow 4G), a prerendered page', () => {
  // A phone's first load: nothing of the site in its cache yet.
  test.use({ firstVisit: true });
  test.skip(({ isMobile }) => !isMobile, 'Lighthouse measures the phone');
  test.use({ deviceScaleFactor: 3 });

  for (const path of [PRODUCT.path, '/news']) {
    test(`${path}: a visitor who scrolls before it hydrates stays where they are`, async ({ page, site }) => {
      await slowPhone(page);
      // The entry waits on the wire until the visitor has scrolled: on a quiet machine the page hydrated first (red 2 in 10).
      const held = await holdEntry(page);
      await page.goto(`${site}${path}`, { waitUntil: 'commit' });
      await held.asked;
      await parsedAndStyled(page);
      const scrolled = await page.evaluate(() => {
        window.scrollTo(0, 600);
        return { y: window.scrollY, hydrated: Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__react')) };
      });
      expect(scrolled).toEqual({ y: 600, hydrated: false });
      await held.release();
      // The footer's groups come from a call it makes once hydrated, after the frame's first effects.
      await expect(page.getByRole('contentinfo').getByText('精选好物')).toBeAttached({ timeout: 15_000 });
      expect(await page.evaluate(() => window.scrollY)).toBe(600);
    });
  }
});

// A prerendered page carries the frame's data (navigation, footer, site settings) with its own, without knowing the
// width: hydrating asks for none of it again, and what the width changes keeps its size, or the page under a reader moves.
test.describe('on a slow device, a prerendered page keeps its height through hydration, with the frame data it carries', () => {
  // A phone's first load: nothing of the site in its cache yet.
  test.use({ firstVisit: true });
  for (const path of [PRODUCT.path, '/member']) {
    test(path, async ({ page, site }) => {
      await slowPhone(page);
      const settings = readBuildSettings(process.cwd());
      const frameIds = [settings.VITE_CONTENT_ID_SITE_SETTINGS, settings.VITE_CONTENT_ID_HEADER_NAV, settings.VITE_CONTENT_ID_FOOTER_NAV].map((id) => `contentId=${id ?? ''}`);
      const askedAgain: string[] = [];
      page.on('request', (request) => {
        if (frameIds.some((id) => request.url().includes(id))) askedAgain.push(request.url());
      });
      // The scripts wait until the prerendered page is measured.
      let release = () => undefined as void;
      const measured = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        await measured;
        await route.continue();
      });
      await page.goto(`${site}${path}`, { waitUntil: 'commit' });
      await parsedAndStyled(page);
      const before = await page.evaluate(() => ({
        hydrated: Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__react')),
        height: document.querySelector('main')?.getBoundingClientRect().height,
      }));
      release();
      expect(before.hydrated, 'measured before hydration').toBe(false);
      await page.waitForFunction(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__react')));
      // Rendered by the browser: once nothing in the page has changed for half a second after hydration.
      await page.evaluate(() => new Promise<void>((done) => {
        let quiet = setTimeout(done, 500);
        new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(done, 500);
        }).observe(document.querySelector('main') as Element, { subtree: true, childList: true, characterData: true });
      }));
      expect(await page.evaluate(() => document.querySelector('main')?.getBoundingClientRect().height)).toBe(before.height);
      expect(askedAgain).toEqual([]);
    });
  }
});
