import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { storeSchema } from '../../../schemas/api/store';
import { UnsuccessfulError } from '../../../src/api/contract';
import { fetchNearestStores, fetchStoreByCode, NEAREST_STORE_RADIUS } from '../../../src/api/store';
import { fixtureServer, withFixtureServer } from '../../support/fixture-server';
import { testClient } from '../../support/client';

withFixtureServer();

describe('store calls', () => {
  it('gets a store by code with the token, image URLs read from a list or a comma string', async () => {
    const { client } = testClient();
    let token: string | null = null;
    fixtureServer.events.on('request:start', ({ request }) => {
      if (request.url.includes('getStoreByStoreCode')) token = request.headers.get('accessToken');
    });
    const open = await fetchStoreByCode(client, 'SH001');
    const soon = await fetchStoreByCode(client, 'CD001');
    fixtureServer.events.removeAllListeners();
    expect(token).toBe('tok-123');
    expect(open?.imageUrls).toHaveLength(3);
    expect(open?.openStatus).toBe(true);
    expect(soon?.imageUrls).toEqual(['/fixture-images/store-2.jpg', '/fixture-images/store-3.jpg']);
    expect(soon?.openStatus).toBe(false);
  });

  it('throws an UnsuccessfulError for an unknown store code (the backend says no), never a null that hides the failure', async () => {
    const { client } = testClient();
    await expect(fetchStoreByCode(client, 'NOPE')).rejects.toBeInstanceOf(UnsuccessfulError);
  });

  it('asks for the nearest stores with the spec request and answers them nearest first', async () => {
    const { client } = testClient();
    let body: unknown;
    fixtureServer.use(http.post('*/store/getStoreByCoordinateProvince', async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ success: true, errorCode: '0', errorMessage: null, data: [{ storeName: '近' }, { storeName: '远' }] });
    }));
    const stores = await fetchNearestStores(client, { latitude: 31.2, longitude: 121.4 }, { channelCode: 'RC', channelId: '1001' });
    expect(stores.map((s) => s.storeName)).toEqual(['近', '远']);
    expect(body).toEqual({ country: 'CN', latitude: 31.2, longitude: 121.4, storeType: 0, channelCode: 'RC', channelId: '1001', radiusMi: NEAREST_STORE_RADIUS });
    expect(NEAREST_STORE_RADIUS).toBe(99999999);
  });

  it('throws the server message when the nearest-store answer is unsuccessful', async () => {
    const { client } = testClient();
    fixtureServer.use(http.post('*/store/getStoreByCoordinateProvince', () => HttpResponse.json({ success: false, errorCode: '500', errorMessage: '定位失败', data: null })));
    await expect(fetchNearestStores(client, { latitude: 1, longitude: 1 }, { channelCode: 'RC', channelId: '1' })).rejects.toThrow('定位失败');
  });

  it('reads a missing open status as open and refuses a store without a name', () => {
    expect(storeSchema.parse({ storeName: '店' }).openStatus).toBe(true);
    expect(storeSchema.safeParse({ storeName: '' }).success).toBe(false);
  });
});
