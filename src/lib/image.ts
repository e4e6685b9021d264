import { isImageUrl } from '../../schemas/image-url';

/** localStorage key of the WebP support flag, written once per browser. */
export const WEBP_STORAGE_KEY = 'supportedWebP';
/** Width an image is resized to when the caller names none. */
export const DEFAULT_IMAGE_WIDTH = 1920;
/** The object-storage image-processing query parameter. */
export const IMAGE_PROCESS_PARAM = 'x-oss-process';

/** How an image is delivered through the object-storage image-processing query. */
export interface ImageOptions {
  /** Target width in px (default 1920). */
  width?: number;
  /** Under 10: a width/height ratio the image is fitted into; 10 or more: a percent of the original size. */
  size?: number;
  /** Padded to its box (cut-out products on the page colour) instead of cropped: WebP where shown, else png (the spec's format). */
  padded?: boolean;
}

let webpCache: boolean | undefined;

function detectWebP(): boolean {
  // A browser that can encode WebP can decode it; one without a 2D canvas (old engines, jsdom) is asked nothing.
  if (typeof document === 'undefined' || typeof OffscreenCanvas === 'undefined') return false;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  return canvas.toDataURL('image/webp').startsWith('data:image/webp');
}

/** What supportsWebP found, without asking: undefined until it has run. */
export const knownWebP = (): boolean | undefined => webpCache;

/** Whether the browser shows WebP: detected once, then read from localStorage `supportedWebP`. */
export function supportsWebP(): boolean {
  if (webpCache !== undefined) return webpCache;
  try {
    const stored = localStorage.getItem(WEBP_STORAGE_KEY);
    if (stored === 'true' || stored === 'false') return (webpCache = stored === 'true');
    webpCache = detectWebP();
    localStorage.setItem(WEBP_STORAGE_KEY, String(webpCache));
  } catch {
    // Storage refused (private mode, node): detect each session instead of failing the image.
    webpCache ??= detectWebP();
  }
  return webpCache;
}

/** Forgets the cached WebP flag (tests, and a browser whose stored flag was cleared). */
export function resetWebPCache(): void {
  webpCache = undefined;
}

const positive = (n: number | undefined, fallback: number) => (n !== undefined && Number.isFinite(n) && n > 0 ? n : fallback);

/** The image service's largest side; it refuses w_0 and sides past it with a 400, so no URL asks for them. */
export const MAX_IMAGE_SIDE = 16_384;
const side = (n: number) => Math.min(MAX_IMAGE_SIDE, Math.max(1, Math.round(n)));

/** True for a URL the image service can process: remote http(s) or site-absolute, and not a vector or animation. */
function isProcessable(src: string): boolean {
  if (!/^(https?:)?\/\/|^\/(?![/\\])/i.test(src)) return false;
  const path = src.split(/[?#]/)[0] ?? '';
  return !/\.(svg|gif)$/i.test(path) && !src.includes(`${IMAGE_PROCESS_PARAM}=`);
}

/** The processing instructions, e.g. `image/resize,m_lfit,w_1920/format,webp`. */
function processing(options: ImageOptions, webp: boolean): string {
  const width = side(positive(options.width, DEFAULT_IMAGE_WIDTH));
  const size = options.size !== undefined && Number.isFinite(options.size) && options.size > 0 ? options.size : undefined;
  let resize: string;
  if (size !== undefined && size >= 10) resize = `resize,p_${Math.min(Math.round(size), 1000)}`;
  else {
    const height = size !== undefined ? side(width / size) : options.padded ? width : undefined;
    const box = height !== undefined ? `w_${width},h_${height}` : `w_${width}`;
    resize = `resize,${options.padded ? 'm_pad' : 'm_lfit'},${box}`;
  }
  // A padded cut-out is WebP too where shown: /products/golf's pictures at 390px and 3x are 71 KB, against 1,342 KB as png.
  const format = webp ? 'webp' : options.padded ? 'png' : undefined;
  return `image/${resize}${format ? `/format,${format}` : ''}`;
}

/**
 * The image-processing URL of a CMS image: resized (default width 1920, fitted), padded to its box when asked,
 * WebP when the browser shows it. Other URLs (data:, blob:, svg, gif, already processed) come back unchanged.
 */
export function imageUrl(src: string, options: ImageOptions = {}, webp: boolean = supportsWebP()): string {
  const trimmed = src.trim();
  if (!isProcessable(trimmed)) return trimmed;
  const [base = '', hash] = trimmed.split('#', 2);
  const query = `${IMAGE_PROCESS_PARAM}=${processing(options, webp)}`;
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash !== undefined ? `#${hash}` : ''}`;
}

/** A srcset of the image at each of `widths`, so phones fetch less; '' when the image cannot be resized. */
export function imageSrcSet(src: string, widths: readonly number[], options: Omit<ImageOptions, 'width'> = {}, webp: boolean = supportsWebP()): string {
  if (!isProcessable(src.trim())) return '';
  return widths.map((w) => `${imageUrl(src, { ...options, width: w }, webp)} ${w}w`).join(', ');
}

/**
 * Whether the site shows an image: the image-URL rule accepts it and its host is the page's own or one of
 * `origins` (the backend and image hosts the CSP names), so a refused picture is never even requested.
 */
export function isShownImage(src: string, origins: readonly string[], base: string = globalThis.location?.href ?? 'http://localhost/'): boolean {
  if (!isImageUrl(src)) return false;
  try {
    const url = new URL(src.trim(), base);
    return url.origin === new URL(base).origin || origins.includes(url.origin);
  } catch {
    return false;
  }
}
