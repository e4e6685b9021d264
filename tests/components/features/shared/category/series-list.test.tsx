import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { crumbsOnScreen, renderRoute } from '../../../support/route';
import { withFixtureServer } from '../../../../support/fixture-server';

withFixtureServer();


const TREE = '@/productSearch/mall/front/noAuth/v1/product/getVirtualCategoryList';
const CONTENT = '@/ecommerce/biz/eccms/v1/page/queryRegionContents';

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllEnvs());

const seriesCards = () => within(screen.getByRole('list', { name: '全部系列' })).getAllByRole('link');
const renderSeries = (path = '/products') => renderRoute(path === '/products' ? 'products' : 'collections', { path });

describe('series list', () => {
  it('/products: the title, the MAIN_SERIES content on top, then the series as cards to their category pages', async () => {
    await renderSeries();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('系列产品');
    expect(await screen.findByRole('heading', { name: '每一个系列，都始于 1979' })).toBeTruthy();
    expect(seriesCards().map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/products/golf', '高尔夫球杆立即探索'],
      ['/products/home', '家居器物立即探索'],
    ]);
    const image = seriesCards()[0]?.querySelector('img');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['672', '672']);
    expect(crumbsOnScreen()).toEqual([{ label: '系列产品' }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('/collections: the COLLECTIONS content and the same series leading into /collections', async () => {
    await renderSeries('/collections');
    expect(await screen.findByRole('heading', { name: '球场内外的精选' })).toBeTruthy();
    expect(seriesCards().map((a) => a.getAttribute('href'))).toEqual(['/collections/golf', '/collections/home']);
    expect(crumbsOnScreen()).toEqual([{ label: '精选系列' }]);
  });

  it('a failed tree still shows the content, with the failure and a retry where the series would be', async () => {
    vi.stubEnv('FIXTURE_FAULT', `500${TREE}`);
    await renderSeries();
    expect(await screen.findByRole('heading', { name: '每一个系列，都始于 1979' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: '全部系列' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('请求失败，请稍后重试！');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });

  it('failed content still shows the series, without a failure box', async () => {
    vi.stubEnv('FIXTURE_FAULT', `network${CONTENT}`);
    await renderSeries();
    expect((await screen.findByRole('list', { name: '全部系列' })).children).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('系列产品');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('both failed: one failed state with its message, a retry and a way home', async () => {
    vi.stubEnv('FIXTURE_FAULT', `500${TREE},unsuccessful${CONTENT}`);
    await renderSeries();
    expect((await screen.findByRole('alert')).textContent).toContain('请求失败，请稍后重试！');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });

  it('nothing to show on either side: the calm empty state', async () => {
    vi.stubEnv('FIXTURE_FAULT', 'empty');
    await renderSeries();
    expect(await screen.findByRole('heading', { name: '内容正在更新中' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('list', { name: '全部系列' })).toBeNull();
  });
});
