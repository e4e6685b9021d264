import { useSyncExternalStore } from 'react';
import { prefersReducedMotion, REDUCED_MOTION_QUERY } from '../lib/motion';

const subscribe = (onChange: () => void) => {
  const list = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : undefined;
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/**
 * Whether the visitor asks for reduced motion, for what the first render shows. The server cannot know: it renders
 * motion, hydration starts from that same markup, and a visitor who asks for less gets it right after.
 */
export const useReducedMotion = (): boolean => useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
