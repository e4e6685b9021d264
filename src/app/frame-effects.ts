import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNearestStoreLookup } from '../features/store/nearest-store';
import { supportsWebP } from '../lib/image';
import { supportedWebPAtom, winSizeAtom } from '../state/page';

/** Keeps the shared page state of the frame current: viewport size, WebP support and the nearest store. */
export function useFrameEffects(): void {
  const setWinSize = useSetAtom(winSizeAtom);
  const setWebP = useSetAtom(supportedWebPAtom);
  useEffect(() => {
    const update = () => setWinSize({ width: window.innerWidth, height: window.innerHeight });
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [setWinSize]);
  useEffect(() => {
    setWebP(supportsWebP());
  }, [setWebP]);
  useNearestStoreLookup();
}
