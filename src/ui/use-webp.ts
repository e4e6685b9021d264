import { useSyncExternalStore } from 'react';
import { supportsWebP } from '../lib/image';

const noChanges = () => () => undefined;

/**
 * Whether images are asked for as WebP. A server-rendered page is written for today's browsers, which all show WebP,
 * so hydration starts from the same URLs the HTML carries; a browser without WebP switches right after.
 */
export const useWebP = (): boolean => useSyncExternalStore(noChanges, supportsWebP, () => true);
