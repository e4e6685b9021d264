import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import toast from 'react-hot-toast';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fixtureServer, withFixtureServer } from '../../../support/fixture-server';
import { installDialogPolyfill, locationOf } from '../../support/frame';
import { crumbsOnScreen, renderRoute } from '../../support/route';

withFixtureServer();

// The machine is shared: give the first render (route chunk, msw warm-up) more than the default second.
configure({ asyncUtilTimeout: 5000 });
beforeAll(installDialogPolyfill);

const PAGE_CONTENTS = '*/ecommerce/biz/eccms/v1/page/queryRegionContents';
const answerGifting = (body: JsonBodyType, status = 200) => fixtureServer.use(http.get(PAGE_CONTENTS, () => HttpResponse.json(body, { status })));
const open = () => renderRoute('gifting', { path: '/gifting', pattern: '/gifting' });
// The tiles are the innermost articles (the page itself is one too).
const tiles = () => screen.getAllByRole('article').filter((a) => !a.querySelector('article'));

describe('corporate gifting', () => {
  it('shows banner, title and description, then the tiles in order, under the breadcrumb 企业礼赠', async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: '企业礼赠' })).toBeTruthy();
    expect(screen.getByText(/为合作伙伴、客户与团队挑选一份得体的礼物/)).toBeTruthy();
    expect(tiles().map((tile) => within(tile).getByRole('heading').textContent)).toEqual(['高尔夫礼盒', '家居器物礼赠', '团队定制']);
    await waitFor(() => expect(crumbsOnScreen()).toEqual([{ label: '企业礼赠' }]));
  });

  it('reverses a tile of picLocation 3 and aligns its text by textAlign', async () => {
    await open();
    await screen.findByRole('heading', { level: 1 });
    const [first, second, third] = tiles();
    expect(first?.dataset.reversed).toBeUndefined();
    expect(second?.dataset.reversed).toBe('true');
    expect([first, second, third].map((tile) => tile?.querySelector('[data-align]')?.getAttribute('data-align'))).toEqual(['1', '2', '3']);
  });

  it('navigates from a button with a link', async () => {
    const { user, container } = await open();
    await user.click(await screen.findByRole('link', { name: '了解定制服务' }));
    await waitFor(() => expect(locationOf(container)).toBe('/customer-service/customised'));
  });

  it('opens the help dialog titled for the tile from a button without a link, with two phones and the hours; Escape closes it', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '咨询定制' }));
    const dialog = screen.getByRole('dialog', { name: '家居器物礼赠' });
    const phones = within(dialog).getAllByRole('listitem');
    expect(phones.map((li) => li.textContent)).toEqual(['礼赠热线400-820-1979', '经销合作138 1979 2024']);
    expect(within(dialog).getByRole('link', { name: '400-820-1979' }).getAttribute('href')).toBe('tel:4008201979');
    expect(within(dialog).getByText('周一至周日 10:00-17:00（法定节假日除外）')).toBeTruthy();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the services, the dealer cooperation with site-settings fallbacks, and the dealer names in a grid', async () => {
    await open();
    const services = await screen.findByRole('region', { name: '礼赠服务' });
    expect(within(services).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['定制刻字', '专属包装', '批量配送', '礼赠顾问']);
    expect(within(services).getAllByRole('link').map((a) => a.textContent)).toEqual(['了解详情', '礼品包装', '预约到店']);
    const cooperation = screen.getByRole('region', { name: '经销合作' });
    expect(within(cooperation).getByRole('link', { name: '138 1979 2024' }).getAttribute('href')).toBe('tel:13819792024');
    expect(within(cooperation).getByRole('link', { name: 'gifting@example.cn' }).getAttribute('href')).toBe('mailto:gifting@example.cn');
    const dealers = within(screen.getByRole('region', { name: '合作经销商' })).getByRole('list');
    expect(within(dealers).getAllByRole('listitem')).toHaveLength(5);
    expect(dealers.dataset.columns).toBe('3');
  });

  it('lays two dealer names out in two columns', async () => {
    answerGifting({ success: true, data: [{ modelName: 'giftingInfo', contents: JSON.stringify({ title4Dealer: '合作经销商', name4Dealer: '甲公司，乙公司' }) }] });
    await open();
    const dealers = within(await screen.findByRole('region', { name: '合作经销商' })).getByRole('list');
    expect(dealers.dataset.columns).toBe('2');
    expect(dealers.style.getPropertyValue('--cols')).toBe('2');
  });

  it.each([
    ['empty', { success: true, errorCode: '0', data: [] }],
    ['unsuccessful', { success: false, errorCode: '500', errorMessage: '系统繁忙', data: null }],
    ['without a usable model', { success: true, data: [{ modelName: 'fixed_size_02', contents: '{"title":' }] }],
  ])('replaces the location with / when the content is %s', async (_case, body) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerGifting(body);
    const { container, router } = await open();
    await waitFor(() => expect(locationOf(container)).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('toasts the retry message and goes home when the request fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(toast, 'error');
    answerGifting({}, 500);
    const { container } = await open();
    await waitFor(() => expect(locationOf(container)).toBe('/'));
    expect(error).toHaveBeenCalledWith('请求失败，请稍后重试！', expect.anything());
  });
});
