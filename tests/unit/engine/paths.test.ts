import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/engine/paths';
import { routes } from '../../../src/app/route-table';

/** An id with every character a path segment must carry escaped. */
const hostile = 'a b/c?d#e%f';

/** One call of every path function, with ids that would break an unescaped address. */
const built: Record<keyof typeof paths, string> = {
  home: paths.home(),
  product: paths.product(hostile, 'vc 1'),
  products: paths.products(),
  productCategory: paths.productCategory(hostile),
  productLeaf: paths.productLeaf(hostile),
  collections: paths.collections(),
  collectionCategory: paths.collectionCategory(hostile),
  collectionList: paths.collectionList(hostile, 'leaf/1'),
  search: paths.search('球 杆&x'),
  news: paths.news('10 3'),
  newsArticle: paths.newsArticle(hostile),
  latestNews: paths.latestNews(),
  contactUs: paths.contactUs(),
  findUs: paths.findUs(),
  certification: paths.certification(),
  flagshipStores: paths.flagshipStores(),
  storeList: paths.storeList(),
  brandStory: paths.brandStory(),
  ourHistory: paths.ourHistory(),
  brandStoryPage: paths.brandStoryPage(hostile),
  shortLink: paths.shortLink(hostile),
  jobDialog: `/about-us${paths.jobDialog(new URLSearchParams('jobPage=2'), hostile)}`,
  jobApplication: paths.jobApplication(hostile),
  dialog: paths.dialog('/about-us', new URLSearchParams('jobPage=2'), 'store', hostile),
};

/** The route a built address lands on (the first pattern that matches, as the router ranks static segments first). */
const routeOf = (address: string) => {
  const url = new URL(address, 'http://site');
  const matches = routes.filter((r) => matchPath({ path: r.path, end: true }, url.pathname));
  return matches.find((r) => !r.path.includes(':')) ?? matches[0];
};

describe('paths', () => {
  it.each(Object.entries(built))('%s builds an address a route of the route table takes', (name, address) => {
    expect(address.startsWith('/') && !address.startsWith('//'), name).toBe(true);
    expect(routeOf(address), `${name}: ${address}`).toBeDefined();
  });

  it('lands each address on the route meant for it, with its ids given back exactly', () => {
    const expectations: [string, string, Record<string, string>][] = [
      [built.product, 'product', { slug: hostile }],
      [built.productCategory, 'category', { nav1: hostile }],
      [built.productLeaf, 'leaf-category', { code: hostile }],
      [built.collectionCategory, 'collections-nav1', { nav1: hostile }],
      [built.collectionList, 'collections-nav2', { nav1: hostile, nav2: 'leaf/1' }],
      [built.newsArticle, 'news-detail', { id: hostile }],
      [built.brandStoryPage, 'brand-story-page', { slug: hostile }],
      [built.shortLink, 'short-link', { code: hostile }],
      [built.ourHistory, 'our-history', {}],
      [built.flagshipStores, 'flagship-stores', {}],
    ];
    for (const [address, id, params] of expectations) {
      const route = routeOf(address);
      expect(route?.id, address).toBe(id);
      const match = matchPath({ path: route!.path, end: true }, new URL(address, 'http://site').pathname);
      // The router hands a page its segment as written; the page decodes it (as decodeURIComponent does here).
      expect(Object.fromEntries(Object.entries(match?.params ?? {}).map(([k, v]) => [k, decodeURIComponent(v ?? '')])), address).toEqual(params);
    }
  });

  it('puts query values in whole and leaves an empty one out', () => {
    expect(new URL(built.search, 'http://site').searchParams.get('keyword')).toBe('球 杆&x');
    expect(new URL(built.product, 'http://site').searchParams.get('vc')).toBe('vc 1');
    expect(paths.product('p1', '')).toBe('/pdp/p1');
    expect(paths.news()).toBe('/news');
    expect(paths.news('')).toBe('/news');
    const dialog = new URL(built.jobDialog, 'http://site').searchParams;
    expect([dialog.get('job'), dialog.get('jobPage')]).toEqual([hostile, '2']);
  });

  it('opens and closes a dialog by its parameter, the page\'s own first and the frame\'s last in their order', () => {
    const job = new URLSearchParams('vc=c1&job=7');
    expect(paths.dialog('/pdp/1', job, 'store', 'SH001')).toBe('/pdp/1?vc=c1&store=SH001&job=7');
    expect(paths.dialog('/pdp/1', job, 'buy', '1')).toBe('/pdp/1?vc=c1&buy=1&job=7');
    expect(paths.dialog('/pdp/1', new URLSearchParams('buy=1'), 'buy', undefined)).toBe('/pdp/1');
  });
});
