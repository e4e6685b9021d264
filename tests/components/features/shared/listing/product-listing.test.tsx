import { screen, waitFor, within } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { useLoaderData } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { categoryListingLoader, searchListingLoader, type ListingData } from '../../../../../src/features/shared/listing/listing-loader';
import { ProductListing } from '../../../../../src/features/shared/listing/product-listing';
import type { Loaded } from '../../../../../src/api/load';
import { locationOf, renderInFrame } from '../../../support/frame';
import { fixtureServer, withFixtureServer } from '../../../../support/fixture-server';

withFixtureServer();


function Listing() {
  const loaded = useLoaderData() as Loaded<ListingData>;
  return loaded.status === 'ok' ? <ProductListing data={loaded.data} title="高尔夫球杆" /> : <p>{loaded.status}</p>;
}
const loader = (code: string) => (args: LoaderFunctionArgs) => categoryListingLoader({ ...args, params: { code } });
// The cards' names sit right under the listing's h1: level 2 (axe's heading-order).
const names = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('product listing', () => {
  it('shows the first page of 12 with image, series, name and price, the count and the pages', async () => {
    await renderInFrame(<Listing />, { path: '/products/category/golf', loader: loader('golf') });
    expect(await screen.findByText('共 17 件商品')).toBeTruthy();
    expect(names()).toHaveLength(12);
    const first = screen.getAllByRole('article')[0] as HTMLElement;
    expect(first.textContent).toContain('SIM Series');
    expect(first.textContent).toContain('¥5,680.00');
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/pdp/1001?vc=golf');
    // The first row on a phone holds the largest paint: eager and high priority; the rest wait for the scroll.
    const loading = screen.getAllByRole('article').map((card) => card.querySelector('img')?.getAttribute('loading'));
    expect(loading.slice(0, 3)).toEqual(['eager', 'eager', 'lazy']);
    expect(first.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    const pages = screen.getByRole('navigation', { name: '分页' });
    expect(within(pages).getByRole('link', { name: '第 1 页' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('link', { name: '第 2 页' }).getAttribute('href')).toBe('/products/category/golf?page=2');
  });

  it('a filter, the sort and the page go into the URL and the list follows', async () => {
    const { user, container } = await renderInFrame(<Listing />, { path: '/products/category/golf', loader: loader('golf') });
    await user.click(await screen.findByRole('checkbox', { name: /Spider 系列/ }));
    await waitFor(() => expect(locationOf(container)).toBe('/products/category/golf?series=Spider+%E7%B3%BB%E5%88%97'));
    await waitFor(() => expect(screen.getByText('共 4 件商品')).toBeTruthy());
    expect((screen.getByRole('checkbox', { name: /Spider 系列/ }) as HTMLInputElement).checked).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: '排序' }), '价格从低到高');
    await waitFor(() => expect(names()).toEqual(['TP 系列刀背推杆', 'Spider GT 推杆', 'Spider Tour 推杆', 'Spider Tour X 推杆']));
    expect(locationOf(container)).toContain('sort=priceAsc');
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });

  it('the filters and sort are a GET form of the listing\'s own address; with the app running, no 应用 (a change applies at once)', async () => {
    await renderInFrame(<Listing />, { path: '/products/category/golf?sort=newest', loader: loader('golf') });
    const form = (await screen.findByRole('combobox', { name: '排序' })).closest('form') as HTMLFormElement;
    expect(screen.queryByRole('button', { name: '应用' })).toBeNull();
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/products/category/golf');
    expect((screen.getByRole('combobox', { name: '排序' }) as HTMLSelectElement).name).toBe('sort');
    expect((screen.getByRole('checkbox', { name: /Spider 系列/ }) as HTMLInputElement).name).toBe('series');
    expect([...new FormData(form)]).toEqual([['sort', 'newest']]);
  });

  it('page 2 from the URL', async () => {
    await renderInFrame(<Listing />, { path: '/products/category/golf?page=2', loader: loader('golf') });
    await waitFor(() => expect(names()).toHaveLength(5));
    expect(within(screen.getByRole('navigation', { name: '分页' })).getByRole('link', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
  });

  it('nothing matches: a calm empty state with a way to clear the filters', async () => {
    // Filters the backend offers, which together match nothing.
    fixtureServer.use(
      http.post(/keywordList/, async ({ request }) => {
        const { queryParam } = (await request.clone().json()) as { queryParam?: { filters?: Record<string, string[]> } };
        return Object.keys(queryParam?.filters ?? {}).length > 0 ? HttpResponse.json({ success: true, errorCode: '0', errorMessage: null, data: { list: [], total: 0, pageNum: 1, pageSize: 12 } }) : undefined;
      }),
    );
    const { user, container } = await renderInFrame(<Listing />, { path: '/products/category/golf?series=Spider+%E7%B3%BB%E5%88%97&sort=newest', loader: loader('golf') });
    expect(await screen.findByText('暂无符合条件的商品')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: '清除筛选条件' }));
    await waitFor(() => expect(locationOf(container)).toBe('/products/category/golf?sort=newest'));
    expect(await screen.findByText('共 17 件商品')).toBeTruthy();
  });

  it.each([
    ['a search without hits', '/search-results-page?keyword=nope&sort=newest', searchListingLoader, '换个关键词试试，或浏览其他系列产品。'],
    ['a category without products', '/products/category/golf?sort=newest', loader('golf'), '该分类可能已调整，欢迎浏览其他系列产品。'],
  ])('nothing matches and no filter is set (%s): no filter to clear, a way to the series instead', async (_case, path, load, message) => {
    fixtureServer.use(http.post(/keywordList/, () => HttpResponse.json({ success: true, errorCode: '0', errorMessage: null, data: { list: [], total: 0, pageNum: 1, pageSize: 12 } })));
    await renderInFrame(<Listing />, { path, loader: load });
    expect(await screen.findByText('暂无符合条件的商品')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByRole('link', { name: '清除筛选条件' })).toBeNull();
    expect(screen.getByRole('link', { name: '浏览系列产品' }).getAttribute('href')).toBe('/products');
  });
});
