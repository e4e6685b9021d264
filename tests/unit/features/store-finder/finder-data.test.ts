import { describe, expect, it, vi } from 'vitest';
import { provinceSchema } from '../../../../schemas/api/area';
import { storeSchema, type Store } from '../../../../schemas/api/store';
import { UnsuccessfulError } from '../../../../src/api/contract';
import { loadDirectory, loadFinder, loadFlagships, locateVisitor, type FinderDeps } from '../../../../src/features/store-finder/finder-data';

const provinces = [
  provinceSchema.parse({ areaId: 310000, areaName: '上海市', children: [{ areaId: 310100, areaName: '上海市' }] }),
  provinceSchema.parse({ areaId: 440000, areaName: '广东省', children: [{ areaId: 440100, areaName: '广州市' }, { areaId: 440300, areaName: '深圳市' }] }),
];
const store = (storeName: string, fields: object = {}): Store => storeSchema.parse({ storeName, ...fields });
const signal = new AbortController().signal;
const url = (query = '') => new URL(`http://site.test/find-us${query}`);

function deps(overrides: Partial<FinderDeps> = {}) {
  const stores = vi.fn<FinderDeps['stores']>(async () => [store('店一')]);
  return { locate: async () => null, areas: async () => provinces, stores, ...overrides } satisfies FinderDeps;
}

describe('loadFinder', () => {
  it('without a choice or a position, shows the first province of the tree', async () => {
    const d = deps();
    const loaded = await loadFinder(url(), signal, d);
    expect(loaded.status === 'ok' && loaded.data.province?.areaName).toBe('上海市');
    expect(d.stores).toHaveBeenCalledWith({ province: '上海市' }, signal);
  });

  it('reads the province and city from the URL and asks for them by name', async () => {
    const d = deps();
    const loaded = await loadFinder(url('?province=440000&city=440300'), signal, d);
    expect(loaded.status === 'ok' && [loaded.data.province?.areaName, loaded.data.city?.areaName]).toEqual(['广东省', '深圳市']);
    expect(d.stores).toHaveBeenCalledWith({ province: '广东省', city: '深圳市' }, signal);
  });

  it('with the visitor located and no choice, asks for the nearest stores of the whole country', async () => {
    const point = { latitude: 31.2, longitude: 121.4 };
    const d = deps({ locate: async () => point });
    const loaded = await loadFinder(url(), signal, d);
    expect(d.stores).toHaveBeenCalledWith({ point }, signal);
    expect(loaded.status === 'ok' && loaded.data.province).toBeNull();
    expect(loaded.status === 'ok' && loaded.data.result.status === 'ok' && loaded.data.result.data.located).toBe(true);
  });

  it('keeps the picker when the province has no store (empty) or its stores fail (the stores message)', async () => {
    const none = await loadFinder(url(), signal, deps({ stores: async () => [] }));
    expect(none.status === 'ok' && none.data.result.status).toBe('empty');
    const failed = await loadFinder(url(), signal, deps({ stores: () => Promise.reject(new UnsuccessfulError('stores', '500', 'x')) }));
    expect(failed.status === 'ok' && failed.data.result).toEqual({ status: 'failed', cause: 'unsuccessful', message: '门店数据获取失败，请稍后重试！' });
  });

  it('fails the page when the area tree fails', async () => {
    const loaded = await loadFinder(url(), signal, deps({ areas: () => Promise.reject(new TypeError('Failed to fetch')) }));
    expect(loaded).toEqual({ status: 'failed', cause: 'request', message: '门店数据获取失败，请稍后重试！' });
  });
});

describe('loadFlagships and loadDirectory', () => {
  it('keeps only the flagship stores', async () => {
    const loaded = await loadFlagships(signal, deps({ stores: async () => [store('旗舰', { flagshipFlag: 1 }), store('精品')] }));
    expect(loaded.status === 'ok' && loaded.data.stores.map((s) => s.storeName)).toEqual(['旗舰']);
    expect((await loadFlagships(signal, deps())).status).toBe('empty');
  });

  it('groups every store by province in the order of the tree, leaving out provinces without stores', async () => {
    const stores = async () => [store('广州店', { province: '广东省' }), store('上海店', { province: '上海市' }), store('深圳店', { province: '广东省' })];
    const loaded = await loadDirectory(signal, deps({ stores }));
    expect(loaded.status === 'ok' && loaded.data.map((g) => [g.province.areaName, g.stores.map((s) => s.storeName)])).toEqual([
      ['上海市', ['上海店']],
      ['广东省', ['广州店', '深圳店']],
    ]);
  });
});

describe('locateVisitor', () => {
  it('skips the maps service without a key, and refuses an invalid coordinate or a failed lookup', async () => {
    const locate = vi.fn(async () => ({ lat: 31.2, lng: 121.4 }));
    expect(await locateVisitor('', locate)).toBeNull();
    expect(locate).not.toHaveBeenCalled();
    expect(await locateVisitor('key', locate)).toEqual({ latitude: 31.2, longitude: 121.4 });
    expect(await locateVisitor('key', async () => ({ lat: 0, lng: 121.4 }))).toBeNull();
    vi.spyOn(console, 'warn').mockImplementationOnce(() => undefined);
    expect(await locateVisitor('key', () => Promise.reject(new Error('quota')))).toBeNull();
  });
});
