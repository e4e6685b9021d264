// The one image-URL rule of the site: every schema field that carries an image, icon or media URL (through
// image-url-fields.ts), the block readers, the rich-text sanitiser, the image component and the content validator use it.
// No zod here: the image component applies it in every render.

/** Longer than any real image URL; a 5 MB "URL" is an attack, not a picture. */
export const MAX_IMAGE_URL_LENGTH = 2048;

/** What the rule accepts, for messages and JSON Schema descriptions. */
export const IMAGE_URL_EXPECTED = 'an http(s) URL or a root-relative path';

/**
 * C0/C1 controls, DEL, and invisible format characters (zero-width, bidi overrides, BOM): browsers strip
 * some of them from URLs, so `/\t/evil.example` would turn into `//evil.example`, and the others hide the host.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;

/** Why `value` is no usable image URL, or undefined when it is one (after trimming). */
export function imageUrlFault(value: unknown): string | undefined {
  if (typeof value !== 'string') return 'must be an image or video URL';
  const url = value.trim();
  if (url === '') return 'must not be empty';
  if (url.length > MAX_IMAGE_URL_LENGTH) return `must be at most ${MAX_IMAGE_URL_LENGTH} characters`;
  const rooted = url.startsWith('/');
  if (!rooted && !/^https?:\/\//i.test(url)) return `must be ${IMAGE_URL_EXPECTED}`;
  if (HIDDEN.test(url)) return 'must not contain control or invisible characters';
  if (url.includes('\\')) return 'must not contain a backslash';
  if (/\s/.test(url)) return 'must not contain spaces';
  if (rooted) return url[1] === '/' ? 'must not be protocol-relative (//host): name the scheme' : undefined;
  try {
    const parsed = new URL(url);
    return parsed.hostname === '' || parsed.username !== '' || parsed.password !== '' ? 'must name a host and no credentials' : undefined;
  } catch {
    return `must be ${IMAGE_URL_EXPECTED}`;
  }
}

/** True for an image URL the site renders: absolute http(s) or a root-relative path, nothing hidden in it. */
export const isImageUrl = (value: unknown): value is string => imageUrlFault(value) === undefined;

/** Field names that hold an image or media URL anywhere in CMS content or API answers (the validator scans them). */
export const IMAGE_FIELDS: ReadonlySet<string> = new Set([
  'pic', 'mobilePic', 'image', 'icon', 'linkToImg', 'appQrImg', 'leftImg', 'rightImg', 'image4WXStore', 'majorImageUrl',
  'seriesImg', 'imageUrl', 'imageUrls', 'videoUrl', 'poster', 'url',
]);
