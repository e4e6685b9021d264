const BASE = 'http://site.invalid';

/**
 * A redirect target as a Location header must carry it (percent-encoded ASCII, which the Headers of a Response demand):
 * a site path or an http(s) URL; undefined for anything else (a protocol-relative `//host`, `/\host`, another scheme).
 */
export function locationHeader(target: string): string | undefined {
  if (/^\/(?![/\\])/.test(target)) {
    const url = new URL(target, BASE);
    return url.origin === BASE ? url.pathname + url.search + url.hash : undefined;
  }
  return /^https?:\/\//i.test(target) ? new URL(target).href : undefined;
}
