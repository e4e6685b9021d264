import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { Store } from '../../../../schemas/api/store';
import type { SiteSettings } from '../../../../schemas/cms/site-settings';
import { lazyApi } from '../../../config/lazy-api';
import { CHANNEL_CODE } from '../../../../schemas/site-constants';
import { pageEnv } from '../../../config/page-env';
import { isValidCoordinate } from '../../../lib/geo';
import { nearestStoreAtom, type NearestStore } from '../../../state/page';
import { locateByIp, type LatLng } from './ip-location';
import { useSiteSettings } from '../frame/frame-data';

/**
 * The fallback store of the site settings, or null when they name none. The settings hold no phone of that store
 * (desc4Tel is the customer-service hotline), so it has none until its detail is looked up by its code.
 */
export function fallbackStore(settings: SiteSettings | null | undefined): NearestStore | null {
  if (!settings?.storeName) return null;
  return {
    name: settings.storeName,
    address: settings.storeAddress,
    telLabel: settings.storeContactLabel,
    telValue: '',
    image: '',
    code: settings.flagshipStoreCode,
  };
}

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

/** Fills the shared nearest store once the site settings are known. */
export function useNearestStoreLookup(): void {
  const settings = useSiteSettings();
  const setNearest = useSetAtom(nearestStoreAtom);
  useEffect(() => {
    let live = true;
    void findNearestStore(settings).then((store) => {
      if (live) setNearest(store);
    });
    return () => {
      live = false;
    };
  }, [settings, setNearest]);
}
