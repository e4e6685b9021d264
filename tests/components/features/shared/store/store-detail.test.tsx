import { readFileSync } from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { storeResponseSchema, storeSchema, type Store } from '../../../../../schemas/api/store';
import { siteSettingsContentsSchema, type SiteSettings } from '../../../../../schemas/cms/site-settings';
import { fallbackStore } from '../../../../../src/features/shared/store/fallback-store';
import { findNearestStore } from '../../../../../src/features/shared/store/nearest-store-lookup';
import { openingDayText, StoreDetail } from '../../../../../src/features/shared/store/store-detail';
import { StoreDetailDialog } from '../../../../../src/features/shared/store/store-detail-dialog';
import { nearestStoreAtom } from '../../../../../src/state/page';
import { fixtureServer, withFixtureServer } from '../../../../support/fixture-server';
import { installDialogPolyfill, renderInFrame } from '../../../support/frame';

withFixtureServer();


beforeAll(installDialogPolyfill);

const fixtureStore = (code: string): Store => {
  const parsed = storeResponseSchema.parse(JSON.parse(readFileSync(`fixtures/data/store/${code}.json`, 'utf8')));
  if (!parsed.data) throw new Error(`fixture ${code} has no store`);
  return parsed.data;
};
/** The site settings of the fixtures (the ones the popup reads through the fixture API). */
const siteSettings = (): SiteSettings =>
  siteSettingsContentsSchema.parse((JSON.parse(readFileSync('fixtures/data/content/rc-site-settings.json', 'utf8')) as { data: { contents: string }[] }).data[0]?.contents);
const term = (name: string) => screen.queryByText(name, { selector: 'dt' })?.nextElementSibling?.textContent;

describe('store detail popup', () => {
  it('shows an open store: name, description, address, phone, hours, fixed type and services', async () => {
    await renderInFrame(<StoreDetail store={fixtureStore('SH001')} titleId="t" />);
    expect(screen.getByRole('heading', { name: 'MERIDIAN 上海静安旗舰店' })).toBeTruthy();
    expect(screen.getByText(/南京西路的品牌旗舰店/)).toBeTruthy();
    expect(term('门店地址')).toBe('上海市静安区南京西路 1601 号 1 层');
    expect(screen.getByRole('link', { name: '021-6288 1979' }).getAttribute('href')).toBe('tel:02162881979');
    expect(term('营业时间')).toBe('周一至周日 10:00-22:00');
    expect(term('门店类型')).toBe('直营精品店');
    expect(within(screen.getByText('门店服务').nextElementSibling as HTMLElement).getAllByRole('listitem').map((li) => li.textContent))
      .toEqual(['咨询购买', '破损保修', '免费礼品包装']);
    expect(term('开业时间')).toBeUndefined();
    expect(screen.getByRole('region', { name: '门店照片' })).toBeTruthy();
  });

  it('shows a store not yet open with 「即将盛大开幕」 and its opening day instead of a phone', async () => {
    await renderInFrame(<StoreDetail store={fixtureStore('CD001')} titleId="t" />);
    expect(screen.getByRole('heading').textContent).toBe('MERIDIAN 成都太古里店「即将盛大开幕」');
    expect(term('开业时间')).toBe('2027 年 05 月 18 日 正式开业');
    expect(term('联系电话')).toBeUndefined();
  });

  it('formats the opening day from a timestamp or a date string, and gives nothing for a bad one', () => {
    expect(openingDayText(new Date(2026, 0, 5).getTime())).toBe('2026 年 01 月 05 日 正式开业');
    expect(openingDayText('2025-12-01')).toBe('2025 年 12 月 01 日 正式开业');
    expect(openingDayText('不是日期')).toBe('');
    expect(openingDayText(null)).toBe('');
  });

  it('shows the nearest store found by IP location in full, looked up by the code its summary keeps', async () => {
    const settings = siteSettings();
    const nearby = storeSchema.parse({ storeCode: 'CD001', storeName: 'MERIDIAN 成都太古里店', address: '四川省成都市锦江区中纱帽街 8 号', imageUrls: '/fixture-images/store-2.jpg' });
    const store = createStore();
    store.set(nearestStoreAtom, await findNearestStore(settings, { mapKey: 'key', locate: () => Promise.resolve({ lat: 30.65, lng: 104.08 }), nearest: () => Promise.resolve([nearby]) }));
    await renderInFrame(<StoreDetailDialog code="CD001" onClose={() => undefined} closeHref="/" />, { store });
    const dialog = screen.getByRole('dialog', { name: '门店详情' });
    expect(await within(dialog).findByText(/品牌在西南地区的首家精品店/)).toBeTruthy();
    expect(term('营业时间')).toBe('周一至周日 10:00-22:00');
    expect(within(dialog).getByRole('region', { name: '门店照片' })).toBeTruthy();
  });

  it('shows the site settings store, looked up in full by its code, when the lookup found none', async () => {
    const settings = siteSettings();
    const store = createStore();
    const found = await findNearestStore(settings, { mapKey: 'key', locate: () => Promise.resolve({ lat: 31.23, lng: 121.47 }), nearest: () => Promise.resolve([]) });
    store.set(nearestStoreAtom, found);
    await renderInFrame(<StoreDetailDialog code="SH001" onClose={() => undefined} closeHref="/" />, { store });
    const dialog = screen.getByRole('dialog', { name: '门店详情' });
    expect(await within(dialog).findByRole('link', { name: '021-6288 1979' })).toBeTruthy();
    expect(within(dialog).getByRole('heading').textContent).toBe(settings.storeName);
    expect(within(dialog).getByRole('region', { name: '门店照片' })).toBeTruthy();
  });

  it('shows the site settings store while the nearest store is not known yet', async () => {
    await renderInFrame(<StoreDetailDialog code="SH001" onClose={() => undefined} closeHref="/" />);
    expect(await screen.findByRole('heading', { name: 'MERIDIAN 上海静安旗舰店' })).toBeTruthy();
  });

  it('only warns when the full lookup fails, and shows what the settings say of their store', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fixtureServer.use(http.get('*/ecommerce/open/v1/store/getStoreByStoreCode', () => HttpResponse.json({}, { status: 500 })));
    const store = createStore();
    store.set(nearestStoreAtom, fallbackStore(siteSettings()));
    await renderInFrame(<StoreDetailDialog code="SH001" onClose={() => undefined} closeHref="/" />, { store });
    expect(await screen.findByRole('heading', { name: 'MERIDIAN 上海静安旗舰店' })).toBeTruthy();
    expect(term('门店地址')).toBe('上海市静安区南京西路 1601 号 1 层');
    // The settings hold no phone of their store: the customer-service hotline is not passed off as one.
    expect(term('门店电话')).toBeUndefined();
    expect(screen.queryByText('400-820-1979')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('[store SH001] ')));
  });
});
