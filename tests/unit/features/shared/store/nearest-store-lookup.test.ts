import { describe, expect, it, vi } from 'vitest';
import { siteSettingsSchema } from '../../../../../schemas/cms/site-settings';
import { storeSchema } from '../../../../../schemas/api/store';
import { fallbackStore } from '../../../../../src/features/shared/store/fallback-store';
import { findNearestStore, type NearestStoreDeps } from '../../../../../src/features/shared/store/nearest-store-lookup';
import { withFixtureServer } from '../../../../support/fixture-server';

withFixtureServer();


const settings = siteSettingsSchema.parse({
  storeName: 'MERIDIAN 上海静安旗舰店', storeAddress: '南京西路 1601 号', storeContactLabel: '门店电话', desc4Tel: '400-820-1979', flagshipStoreCode: 'SH001',
});
const nearby = storeSchema.parse({ storeCode: 'HZ001', storeName: '杭州湖滨店', address: '湖滨路 1 号', linkPhone: '0571-1979', imageUrls: '/a.jpg,/b.jpg' });
const fallback = fallbackStore(settings);

const deps = (overrides: Partial<NearestStoreDeps>): NearestStoreDeps => ({
  mapKey: 'KEY',
  locate: vi.fn(async () => ({ lat: 30.25, lng: 120.16 })),
  nearest: vi.fn(async () => [nearby]),
  ...overrides,
});

describe('nearest store', () => {
  it('falls back to the site settings store, without locating, when no map key is set; its code, and no hotline as its phone', async () => {
    const d = deps({ mapKey: '' });
    expect(await findNearestStore(settings, d)).toEqual({ name: 'MERIDIAN 上海静安旗舰店', address: '南京西路 1601 号', telLabel: '门店电话', telValue: '', image: '', code: 'SH001' });
    expect(d.locate).not.toHaveBeenCalled();
  });

  it('takes the first store near the IP location when a map key is set', async () => {
    const d = deps({});
    expect(await findNearestStore(settings, d)).toEqual({ name: '杭州湖滨店', address: '湖滨路 1 号', telLabel: '门店电话', telValue: '0571-1979', image: '/a.jpg', code: 'HZ001' });
    expect(d.locate).toHaveBeenCalledWith('KEY');
    expect(d.nearest).toHaveBeenCalledWith({ latitude: 30.25, longitude: 120.16 });
  });

  it.each([
    ['the location is not a valid coordinate', deps({ locate: async () => ({ lat: 0, lng: 120 }) })],
    ['no store is near', deps({ nearest: async () => [] })],
  ])('falls back when %s', async (_case, d) => {
    expect(await findNearestStore(settings, d)).toEqual(fallback);
  });

  it('only warns and falls back when a lookup fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await findNearestStore(settings, deps({ locate: async () => Promise.reject(new Error('timed out')) }))).toEqual(fallback);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('timed out'));
  });

  it('has no store at all when the settings name none', async () => {
    expect(await findNearestStore(null, deps({ mapKey: '' }))).toBeNull();
  });
});
