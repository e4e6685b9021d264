import { useAtomValue } from 'jotai';
import { nearestStoreAtom, type NearestStore } from '../../../state/page';
import { fallbackStore } from './fallback-store';
import { useSiteSettings } from '../frame/frame-data';

/**
 * The store the popup shows: the nearest one by IP location, else the site settings' store (null when neither is
 * known), and the code to look its full detail up by ('' when it has none).
 */
export function usePopupStore(): { store: NearestStore | null; code: string } {
  const nearest = useAtomValue(nearestStoreAtom);
  const settings = useSiteSettings();
  const store = nearest ?? fallbackStore(settings);
  return { store, code: store?.code ?? '' };
}
