import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { storeSchema } from '../../../../schemas/api/store';
import { StoreGrid } from '../../../../src/features/store-finder/store-grid';
import { fixtureServer, withFixtureServer } from '../../../support/fixture-server';
import { installDialogPolyfill, renderInFrame } from '../../support/frame';

withFixtureServer();


beforeAll(installDialogPolyfill);

const open = storeSchema.parse({
  storeCode: 'BJ002', storeName: 'MERIDIAN 北京国贸店', address: '北京市朝阳区建国门外大街 1 号', linkPhone: '010-6505 2206',
  openStatus: 1, businessTime: '周一至周日 10:00-22:00', distance: 2.46, imageUrls: ['/fixture-images/store-1.jpg'],
});
const soon = storeSchema.parse({
  storeCode: 'NB002', storeName: 'MERIDIAN 宁波老外滩店', address: '浙江省宁波市江北区中马路 168 号', linkPhone: '0574-0000 0000',
  openStatus: 0, openingTime: '2027-02-14', businessTime: '周一至周日 10:00-22:00', flagshipFlag: 1,
});
const card = (name: string) => screen.getByRole('button', { name }).closest('article') as HTMLElement;
const fact = (scope: HTMLElement, term: string) => within(scope).queryByText(term, { selector: 'dt' })?.nextElementSibling?.textContent;

describe('store cards', () => {
  it('names each store one level below the heading the grid sits under: h3 by default, h2 right under a page\'s h1', async () => {
    const { unmount } = await renderInFrame(<StoreGrid stores={[open, soon]} label="门店列表" />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['MERIDIAN 北京国贸店', 'MERIDIAN 宁波老外滩店']);
    unmount();
    await renderInFrame(<StoreGrid stores={[open, soon]} label="门店列表" heading="h2" />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['MERIDIAN 北京国贸店', 'MERIDIAN 宁波老外滩店']);
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });

  it('shows an open store with its address, hours, phone and distance', async () => {
    await renderInFrame(<StoreGrid stores={[open, soon]} label="门店列表" />);
    const item = card('MERIDIAN 北京国贸店');
    expect(fact(item, '门店地址')).toBe('北京市朝阳区建国门外大街 1 号');
    expect(fact(item, '营业时间')).toBe('周一至周日 10:00-22:00');
    expect(fact(item, '联系电话')).toBe('010-6505 2206');
    // A phone dials it from the card, above the name's button that covers the rest of the card.
    expect(within(item).getByRole('link', { name: '010-6505 2206' }).getAttribute('href')).toBe('tel:01065052206');
    expect(fact(item, '开业时间')).toBeUndefined();
    expect(within(item).getByText('距您 2.5 公里')).toBeTruthy();
    expect(within(item).queryByText('「即将盛大开幕」')).toBeNull();
  });

  it('shows a store not yet open with 「即将盛大开幕」 and its opening day instead of the phone, and no distance when unknown', async () => {
    await renderInFrame(<StoreGrid stores={[open, soon]} label="门店列表" />);
    const item = card('MERIDIAN 宁波老外滩店');
    expect(within(item).getByText('「即将盛大开幕」')).toBeTruthy();
    expect(fact(item, '开业时间')).toBe('2027 年 02 月 14 日 正式开业');
    expect(fact(item, '联系电话')).toBeUndefined();
    expect(within(item).queryByText(/^距您/)).toBeNull();
    expect(within(item).getByText('旗舰店')).toBeTruthy();
  });

  it('opens the store detail popup named by the store, with the store looked up by its code', async () => {
    const { user } = await renderInFrame(<StoreGrid stores={[open]} label="门店列表" />);
    await user.click(screen.getByRole('button', { name: 'MERIDIAN 北京国贸店' }));
    const dialog = screen.getByRole('dialog', { name: 'MERIDIAN 北京国贸店' });
    // The fixture's store (by code) carries a description the card's data does not.
    expect(await within(dialog).findByText('位于国贸商城，陈列高尔夫配件与礼赠系列。')).toBeTruthy();
    expect(within(dialog).getByText('直营精品店')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the card\'s store in the popup when the lookup by code fails (a warning only)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fixtureServer.use(http.get('*/store/getStoreByStoreCode', () => new HttpResponse('Internal Server Error', { status: 500 })));
    const { user } = await renderInFrame(<StoreGrid stores={[soon]} label="门店列表" />);
    await user.click(screen.getByRole('button', { name: 'MERIDIAN 宁波老外滩店' }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('[store finder: store NB002 lookup] request failed')));
    const dialog = screen.getByRole('dialog', { name: /^MERIDIAN 宁波老外滩店\s*「即将盛大开幕」$/ });
    expect(within(dialog).getByText('2027 年 02 月 14 日 正式开业')).toBeTruthy();
    warn.mockRestore();
  });
});
