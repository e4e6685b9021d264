import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { pageEnv } from '../../../config/page-env';
import { nearestStoreAtom } from '../../../state/page';
import { fallbackStore } from './fallback-store';
import { useSiteSettings } from '../frame/frame-data';

/** Fills the shared nearest store once the site settings are known. */
export function useNearestStoreLookup(): void {
  const settings = useSiteSettings();
  const setNearest = useSetAtom(nearestStoreAtom);
  useEffect(() => {
    let live = true;
    // Without a map key the settings' store is the answer: the lookup's code comes only where it runs, after the first screen.
    const found = pageEnv.VITE_MAP_KEY
      ? import('./nearest-store-lookup').then(({ findNearestStore }) => findNearestStore(settings), () => fallbackStore(settings))
      : Promise.resolve(fallbackStore(settings));
    void found.then((store) => {
      if (live) setNearest(store);
    });
    return () => {
      live = false;
    };
  }, [settings, setNearest]);
}
