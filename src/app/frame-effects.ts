import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNearestStoreLookup } from '../features/shared/store/nearest-store';
import { winSizeAtom } from '../state/page';

/** Keeps the shared page state of the frame current: viewport size and the nearest store (WebP support is src/lib/image.ts's own cache). */
export function useFrameEffects(): void {
  const setWinSize = useSetAtom(winSizeAtom);
  useEffect(() => {
    const update = () => setWinSize({ width: window.innerWidth, height: window.innerHeight });
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [setWinSize]);
  useNearestStoreLookup();
}
