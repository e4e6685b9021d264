import type { Store } from '../../../../schemas/api/store';
import type { SiteSettings } from '../../../../schemas/cms/site-settings';
import { lazyApi } from '../../../config/lazy-api';
import { CHANNEL_CODE } from '../../../../schemas/site-constants';
import { pageEnv } from '../../../config/page-env';
import { isValidCoordinate } from '../../../lib/geo';
import type { NearestStore } from '../../../state/page';
import { locateByIp, type LatLng } from './ip-location';
import { fallbackStore } from './fallback-store';

// The IP lookup of the visitor's nearest store, apart from the frame: fetched only where a map key turns it on.

/** A store of the nearest-store answer as the shared nearest store; the phone label comes from the settings. */
export function toNearestStore(store: Store, settings: SiteSettings | null | undefined): NearestStore {
  return {
    name: store.storeName,
    address: store.address,
    telLabel: settings?.storeContactLabel ?? '',
    telValue: store.linkPhone,
    image: store.imageUrls[0] ?? '',
    code: store.storeCode ?? '',
  };
}

/** How the lookup reaches the outside world; tests pass their own. */
export interface NearestStoreDeps {
  mapKey: string;
  locate: (key: string) => Promise<LatLng>;
  nearest: (point: { latitude: number; longitude: number }) => Promise<Store[]>;
}

const siteDeps: NearestStoreDeps = {
  mapKey: pageEnv.VITE_MAP_KEY,
  locate: locateByIp,
  nearest: async (point) => {
    const [{ fetchNearestStores }, client] = await lazyApi(import('../../../api/store'));
    // ASSUMED: channelId is the store id the CMS calls use; the spec names the field only.
    return fetchNearestStores(client, point, { channelCode: CHANNEL_CODE, channelId: client.config.storeId });
  },
};

/**
 * The visitor's nearest store: IP location through the maps service when a map key is set,
 * then the first store of the nearest-store call; the site settings' store whenever a step is skipped or fails.
 */
export async function findNearestStore(settings: SiteSettings | null | undefined, deps: NearestStoreDeps = siteDeps): Promise<NearestStore | null> {
  const fallback = fallbackStore(settings);
  if (!deps.mapKey) return fallback;
  try {
    const { lat, lng } = await deps.locate(deps.mapKey);
    if (!isValidCoordinate(lng, lat)) return fallback;
    const [first] = await deps.nearest({ latitude: lat, longitude: lng });
    return first ? toNearestStore(first, settings) : fallback;
  } catch (error) {
    console.warn(`[store] nearest store lookup failed: ${(error as Error).message}`);
    return fallback;
  }
}
