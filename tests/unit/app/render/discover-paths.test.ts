// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { discoverPaths } from '../../../../src/app/render/discover-paths';
import { fixtureServer, withFixtureServer } from '../../../support/fixture-server';
import { testClient } from '../../../support/client';

withFixtureServer();

describe('discoverPaths', () => {
  it('lists the static routes, every category at its canonical address, every product of the category listings and every news article', async () => {
    const { paths, problems } = await discoverPaths(testClient().client);
    expect(problems).toEqual([]);
    // The catalogue's landing pages: a category page, and a leaf's product list at /products/category/{code}.
    expect(paths).toEqual(expect.arrayContaining(['/products/golf', '/products/category/irons', '/products/category/tea']));
    expect(paths).not.toContain('/products/irons');
    expect(paths).toEqual(expect.arrayContaining(['/', '/about-us', '/brand-story/our-history', '/customer-service/faq', '/pdp/1001', '/pdp/2017', '/news/5001']));
    expect(paths.filter((p) => p.startsWith('/pdp/'))).toHaveLength(34);
    expect(paths.filter((p) => p.startsWith('/news/') && p !== '/news')).toHaveLength(27);
    expect(paths).not.toContain('/search-results-page');
    expect(paths).not.toContain('/__preview');
    expect(paths.some((p) => p.includes(':'))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('reports each listing that fails and keeps every other path', async () => {
    fixtureServer.use(http.post('*/v1/product/keywordList', () => HttpResponse.json({ success: false, errorCode: '500', errorMessage: 'down' })));
    const { paths, problems } = await discoverPaths(testClient().client);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => /^listing \S+: /.test(p))).toBe(true);
    expect(paths.some((p) => p.startsWith('/pdp/'))).toBe(false);
    expect(paths).toEqual(expect.arrayContaining(['/', '/news/5001']));
  });

  it('reports a category tree that cannot be read, and still lists the static routes and the news', async () => {
    fixtureServer.use(http.post('*/v1/product/getVirtualCategoryList', () => HttpResponse.json({ success: false, errorCode: '500', errorMessage: 'down' })));
    const { paths, problems } = await discoverPaths(testClient().client);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^categories: /);
    expect(paths).toEqual(expect.arrayContaining(['/', '/news/5001']));
  });
});
