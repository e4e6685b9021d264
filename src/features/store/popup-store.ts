import { useAtomValue } from 'jotai';
import type { SiteSettings } from '../../../schemas/cms/site-settings';
import { nearestStoreAtom, type NearestStore } from '../../state/page';
import { fallbackStore } from './nearest-store';
import { siteSettingsAtom } from './site-settings';

/**
 * The store the popup shows: the nearest one by IP location, else the site settings' store (null when neither is
 * known), and the code to look its full detail up by: only the settings' own store has one, the nearest-store
 * summary carries none.
 */
export function usePopupStore(): { store: NearestStore | null; code: string } {
  const nearest = useAtomValue(nearestStoreAtom);
  const settings = useAtomValue(siteSettingsAtom);
  const store = nearest ?? fallbackStore(settings);
  return { store, code: store ? codeOf(store, settings) : '' };
}

const codeOf = (store: NearestStore, settings: SiteSettings | null | undefined) =>
  settings?.flagshipStoreCode && store.name === settings.storeName ? settings.flagshipStoreCode : '';
