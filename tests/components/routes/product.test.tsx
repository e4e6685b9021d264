import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fixtureServer, withFixtureServer } from '../../support/fixture-server';
import { installDialogPolyfill, locationOf } from '../support/frame';
import { crumbsOnScreen, renderRoute } from '../support/route';

withFixtureServer();


beforeAll(installDialogPolyfill);

const PRODUCT = '*/ecommerce/open/v1/product/fullProductDetail';
const renderPage = (slug: string, query = '') => renderRoute('product', { path: `/pdp/${slug}${query}`, pattern: '/pdp/:slug' });

describe('/pdp/{slug}', () => {
  // Its document title is the route's (tests/components/app/document-head.test.tsx).
  it('shows the product its loader fetched', async () => {
    await renderPage('1002');
    expect(await screen.findByRole('heading', { level: 1, name: 'P·790 铁杆组（7支）' })).toBeTruthy();
  });

  it('breadcrumbs: series products, the category from ?vc= with those above it (as its listing shows them), the product', async () => {
    await renderPage('1001', '?vc=drivers');
    expect(await screen.findByRole('heading', { level: 1, name: 'SIM3 MAX 一号木' })).toBeTruthy();
    expect(crumbsOnScreen().map((item) => item.label)).toEqual(['系列产品', '高尔夫球杆', '木杆', '一号木', 'SIM3 MAX 一号木']);
  });

  it('a successful answer without productDetail: toast 数据异常，请稍后重试！ and replace the location with /', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(toast, 'error');
    const { container, router } = await renderPage('no-detail');
    await waitFor(() => expect(locationOf(container)).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(error).toHaveBeenCalledWith('数据异常，请稍后重试！', expect.anything());
  });

  it('an unsuccessful answer (or errorCode other than 0): only a warning, and a calm "not available" state with a way on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(toast, 'error');
    fixtureServer.use(http.get(PRODUCT, () => HttpResponse.json({ success: true, errorCode: '1001', errorMessage: '商品已下架', data: null })));
    await renderPage('1001');
    expect(await screen.findByRole('heading', { name: '该商品暂不可售' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '浏览系列产品' }).getAttribute('href')).toBe('/products');
    expect(warn.mock.calls.flat().join(' ')).toMatch(/unsuccessful answer/);
    expect(error).not.toHaveBeenCalled();
  });

  it('a failed request: the toast and the failed state carry 请求失败，请稍后重试！, never the HTTP text', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(toast, 'error');
    fixtureServer.use(http.get(PRODUCT, () => new HttpResponse('Internal Server Error', { status: 500 })));
    await renderPage('1001');
    expect((await screen.findByRole('alert')).textContent).toContain('请求失败，请稍后重试！');
    await waitFor(() => expect(error).toHaveBeenCalledWith('请求失败，请稍后重试！', expect.anything()));
    expect(document.body.textContent).not.toMatch(/Internal Server Error|500/);
  });
});
