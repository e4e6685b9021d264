// @vitest-environment node
import { JSDOM } from 'jsdom';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HYDRATION_DATA_ID } from '../../src/app/hydration-data';
import { routes } from '../../src/app/route-table';
import type { RouteId } from '../../src/engine/route-paths';
import { renderRequest } from './support/renderer';
import { t } from '../../src/i18n/zh-CN';
import { routeSamples } from '../e2e/route-samples';
import { fixtureServer, withFixtureServer } from '../support/fixture-server';

withFixtureServer();

// Every route rendered in Node by the server entry (src/entry-server.tsx), as the render server asks it on request: no
// window, no document, no storage; the status it answers with, the markup and the hydration data.


/** What each route's sample shows in its main content on the bundled fixtures. */
const mainContent: Record<string, string> = {
  home: '光影之间 · 玻璃器物系列',
  product: '¥5,680.00',
  products: '每一个系列，都始于 1979',
  'leaf-category': 'SIM3 MAX 一号木',
  category: '自1979年起，我们只做一件事',
  'product-list': '共 5 件商品',
  collections: '球场内外的精选',
  'collections-nav1': '玻璃、瓷器与烛光',
  'collections-nav2': '共 8 件商品',
  search: '共 34 件商品',
  news: 'MERIDIAN 迎来品牌创立 47 周年',
  'news-detail': '亮点一览',
  'latest-news': '上海静安旗舰店焕新开幕',
  gifting: '高尔夫礼盒',
  'about-us': '始于 1979 的球杆工坊',
  trial: '三步完成试打',
  question: '初学者应该选择什么样的一号木？',
  member: '冬季室内试打周',
  'contact-us': 'MERIDIAN（上海）体育用品有限公司',
  'find-us': 'MERIDIAN 上海静安旗舰店',
  'flagship-stores': 'MERIDIAN 上海静安旗舰店',
  'flora-danica': '一笔一画的植物图谱',
  cookie: '更新日期：2024 年 6 月 1 日',
  cs: '您好，很高兴为您服务',
  certification: '球杆序列号',
  'store-list': '全国 MERIDIAN 直营精品店一览',
  verification: '防伪码位于产品吊牌',
  'cs-verification': '防伪码位于产品吊牌',
  'brand-story': '始于 1979，为热爱而造',
  'our-history': '四十五年，一条清晰的轨迹',
  'annual-plate': '晨雾十八洞',
  workmanship: '一支球杆的诞生',
  'about-iittala': '1881 年诞生于芬兰伊塔拉村',
  'product-story': 'SIM3 MAX：三年，一千四百次试打',
  'brand-story-page': '回到诞生的城市',
  customised: '独一无二的印记',
  'gift-wrap': '每一件礼物，都值得被认真包装',
  'damaged-and-replaced': '24 个月破损保护',
  'product-maintenance': '让器物陪伴您更久',
  faq: '购物、售后与保养，一页看懂',
  // The sample is an expired link: the page says so, with 404.
  'short-link': '链接无效或已失效',
  preview: '粘贴 CMS 内容 JSON',
};

/** The CMS content the screens with a feature of their own show beside it, rendered on the server with the feature. */
const screenContent: Partial<Record<RouteId, string>> = {
  verification: '在官方渠道购买',
  'cs-verification': '在官方渠道购买',
  news: '媒体垂询',
  'latest-news': '不止于资讯',
  'store-list': '每一家精品店都为您提供',
  'find-us': '到店之前',
  'flagship-stores': '旗舰店 · 完整体验',
  member: '会员礼遇',
  certification: '从材料到成品，全程可追溯',
};

/** One DOM to read the rendered pages with (a DOM each would cost more than the render). */
const dom = new JSDOM('');
const base = 'http://site.invalid';

/** The page at `path` as the render server gets it from the server entry, and its markup read into a document. */
async function renderOnServer(path: string) {
  // As a browser sends it: percent-encoded (a sample may hold Chinese).
  const answer = await renderRequest(new URL(path, base).href);
  if (answer.kind !== 'page') throw new Error(`${path} answered ${JSON.stringify(answer)}`);
  return { answer, document: new dom.window.DOMParser().parseFromString(answer.body, 'text/html') };
}
/** Each address rendered once: a route's test and its screen content's test read the same answer. */
const renders = new Map<string, ReturnType<typeof renderOnServer>>();
const renderOnce = (path: string) => renders.get(path) ?? renders.set(path, renderOnServer(path)).get(path)!;

/** The text of the page's main content, spaced as read. */
const mainText = (document: Document) => (document.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' ');

/** The breadcrumb bar's items: label and address (none for the current page). */
const crumbs = (document: Document) =>
  [...document.querySelectorAll(`nav[aria-label="${t.frame.breadcrumb}"] li`)].map((li) => ({ label: li.textContent, to: li.querySelector('a')?.getAttribute('href') }));

beforeAll(async () => {
  // Every page module's first import (a transform each) done once here, not in the first route's test.
  await Promise.all(routes.map((route) => route.lazy()));
}, 60_000);

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error');
});
afterEach(() => {
  expect(errors).not.toHaveBeenCalled();
});

describe('every route renders in Node on request', () => {
  it('the browser globals are not there, as on the server', () => {
    expect([typeof window, typeof document, typeof localStorage, typeof sessionStorage, typeof matchMedia]).toEqual(Array(5).fill('undefined'));
  });

  it.each(Object.entries(routeSamples))('%s (%s): its status, its data and its main content, with no error', async (id, path) => {
    const { answer, document } = await renderOnce(path);
    expect(answer.status).toBe(id === 'short-link' ? 404 : 200);
    // A boundary the server could not finish would be left to the browser, blank until then.
    expect(answer.body).not.toMatch(/<!--\$[!?]-->/);
    expect(answer.data).toContain(HYDRATION_DATA_ID);
    expect(mainText(document)).toContain(mainContent[id]);
    expect(mainText(document)).not.toContain(t.requestFailed);
  });

  it.each(Object.entries(screenContent) as [RouteId, string][])('%s: the CMS content beside the feature is in the HTML, so the browser hydrates it without a fetch', async (id, text) => {
    const { document } = await renderOnce(routeSamples[id]);
    expect(mainText(document)).toContain(mainContent[id]);
    expect(mainText(document)).toContain(text);
  });

  it('a product reached from a parent category\'s list (?vc= not in its own list) names that category from the tree', async () => {
    const { answer, document } = await renderOnce('/pdp/1001?vc=golf');
    expect(answer.status).toBe(200);
    expect(crumbs(document)).toContainEqual({ label: '高尔夫球杆', to: '/products/golf' });
    expect(mainText(document)).toContain('SIM3 MAX 一号木');
  });

  it('a leaf category in a product\'s trail and a type-5 link to a leaf take their canonical address from the root loader\'s flags', async () => {
    const product = await renderOnce('/pdp/1004?vc=fairways');
    expect(crumbs(product.document)).toContainEqual({ label: '球道木', to: '/products/category/fairways' });
    const home = await renderOnce('/');
    // The home page's category block links 'tea', a leaf of the fixture tree.
    expect([...home.document.querySelectorAll('main a[href$="/tea"]')].map((a) => a.getAttribute('href'))).toContain('/products/category/tea');
  });
});

describe('a backend call that fails', () => {
  // Every call of the page answered 500: the page still renders (its failed state), and says so with 503, which no cache keeps.
  beforeEach(() => {
    fixtureServer.use(http.all(/.*/, () => new HttpResponse(null, { status: 500 })));
    // The failed calls are logged as errors: that is what they are here.
    errors.mockImplementation(() => undefined);
  });

  it.each(Object.entries(routeSamples))('%s (%s): 503, the page in its failed state', async (_id, path) => {
    const { answer } = await renderOnServer(path);
    expect(answer.status).toBe(503);
  });
});
