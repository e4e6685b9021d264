import { ROUTE_PATHS } from '../../engine/route-paths';
import { decodedSegment } from '../../engine/decoded';

// The captcha a page shows before (or without) the app: its picture comes from the render server's own address, never
// in the page's HTML (a cache hands one page to everyone), and its key travels in a cookie the server's action reads.

/** The render server's address of a fresh captcha picture (kept nowhere): each request is a new captcha and a new key. */
export const CLUB_CAPTCHA_PATH = '/__captcha/club';
const COOKIE = 'club_captcha';
/** A key as the backend gives one (an id): anything else in the cookie is no key of ours. */
const KEY = /^[\w.:-]{1,128}$/;
/** Longer than the 5 minutes a captcha is shown: the backend says when one has expired. */
const COOKIE_SECONDS = 10 * 60;

/**
 * The Set-Cookie of a captcha's key: sent back only with the certification page's own form (SameSite=Strict, its path),
 * read by the server alone (HttpOnly).
 */
export const captchaCookie = (key: string, secure: boolean): string =>
  `${COOKIE}=${encodeURIComponent(key)}; Path=${ROUTE_PATHS.certification}; Max-Age=${COOKIE_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;

/** The captcha key in a Cookie header, or '' (no cookie, or one that holds no key). */
export function captchaKeyIn(cookieHeader: string | null): string {
  const value = cookieHeader?.split(';').map((part) => part.trim().split('=')).find(([name]) => name === COOKIE)?.[1] ?? '';
  const key = decodedSegment(value) ?? '';
  return KEY.test(key) ? key : '';
}
