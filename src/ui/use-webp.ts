import { useEffect, useState } from 'react';
import { knownWebP, supportsWebP } from '../lib/image';
import { whenIdle } from './when-idle';

/**
 * Whether images are asked for as WebP. A server-rendered page is written for today's browsers, which all show WebP,
 * so hydration starts from the same URLs the HTML carries. The browser is asked once the page is idle: its first
 * storage read costs a phone a long task on the first screen. A browser without WebP switches then, and a page
 * rendered after that knows at once.
 */
export function useWebP(): boolean {
  const [webp, setWebP] = useState(() => knownWebP() ?? true);
  useEffect(() => {
    if (knownWebP() === undefined) return whenIdle(() => setWebP(supportsWebP()));
  }, []);
  return webp;
}
