import { useEffect, useState } from 'react';
import { knownWebP, supportsWebP } from '../lib/image';
import { whenIdle } from './when-idle';

/** How long a page that is never idle keeps a browser without WebP on WebP addresses. */
const WEBP_WAIT_MS = 2_000;

/**
 * Whether images are asked for as WebP. A server-rendered page is written for today's browsers, which all show WebP,
 * so hydration starts from the same URLs the HTML carries. The browser is asked once the page is idle: its first
 * storage read costs a phone a long task on the first screen. A browser without WebP switches then, and a page
 * rendered after that knows at once.
 */
export function useWebP(): boolean {
  const [webp, setWebP] = useState(() => knownWebP() ?? true);
  useEffect(() => {
    if (knownWebP() === undefined) return whenIdle(() => setWebP(supportsWebP()), WEBP_WAIT_MS);
  }, []);
  return webp;
}
