import { ROUTE_PATHS } from '../engine/route-paths';
import { decodedSegment } from '../engine/decoded';

// The captcha a page's form shows before (or without) the app: its picture comes from the render server's own address,
// never in the page's HTML (a cache hands one page to everyone), and its key travels in a cookie the server's action reads.

/** The forms whose captcha the server hands out: the club authentication's and the job application's. */
export type CaptchaKind = 'club' | 'job';

/** Where each kind's picture is served, its cookie's name, and the one page whose form sends that cookie back. */
const CAPTCHAS: Record<CaptchaKind, { path: string; cookie: string; page: string }> = {
  club: { path: '/__captcha/club', cookie: 'club_captcha', page: ROUTE_PATHS.certification },
  job: { path: '/__captcha/job', cookie: 'job_captcha', page: ROUTE_PATHS['about-us'] },
};

/** The render server's address of a fresh captcha picture (kept nowhere): each request is a new captcha and a new key. */
export const captchaPath = (kind: CaptchaKind): string => CAPTCHAS[kind].path;
/** A key as the backend gives one (an id): anything else in the cookie is no key of ours. */
const KEY = /^[\w.:-]{1,128}$/;
/** Longer than the 5 minutes a captcha is shown: the backend says when one has expired. */
const COOKIE_SECONDS = 10 * 60;

/**
 * The Set-Cookie of a captcha's key: sent back only with its page's own form (SameSite=Strict, the page's path), read by
 * the server alone (HttpOnly).
 */
export const captchaCookie = (kind: CaptchaKind, key: string, secure: boolean): string =>
  `${CAPTCHAS[kind].cookie}=${encodeURIComponent(key)}; Path=${CAPTCHAS[kind].page}; Max-Age=${COOKIE_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;

/** The captcha key of `kind` in a Cookie header, or '' (no cookie, or one that holds no key). */
export function captchaKeyIn(kind: CaptchaKind, cookieHeader: string | null): string {
  const value = cookieHeader?.split(';').map((part) => part.trim().split('=')).find(([name]) => name === CAPTCHAS[kind].cookie)?.[1] ?? '';
  const key = decodedSegment(value) ?? '';
  return KEY.test(key) ? key : '';
}
