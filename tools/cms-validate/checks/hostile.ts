import type * as Jsdom from 'jsdom';
import { createRequire } from 'node:module';
import { IMAGE_FIELDS, imageUrlFault } from '../../../schemas/image-url';
import { originOf } from '../../../schemas/security-policy';
import { createRichTextSanitizer, type RichTextDrop, type RichTextResult } from '../../../src/engine/rich-text';
import { RICH_TEXT_FIELDS } from '../../../src/engine/rich-text-tags';
import type { Issue, Path } from '../findings';
import { markupDepth } from './markup-depth';
import { preview } from './values';

// What the site neutralises, found before publishing: with the site's own rules (the image-URL rule, the
// rich-text policy, resolveLink), so an error here is exactly something a visitor would not get.

/** Longer than any real field; worth a look (page weight, layout), not a fault. */
export const LONG_TEXT = 20_000;
const HIDDEN = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\u061c\ufeff]/;
/** C0 and C1 control characters other than tab and line breaks: no editor types them, pasted binary does. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Rich text past this is not given to the sanitiser: jsdom needs seconds and hundreds of MB per 100,000 characters. */
export const MAX_RICH_TEXT = 200_000;
/** Deeper rich text is not given to the sanitiser; browsers stop nesting at 512 and flatten the rest. */
export const MAX_RICH_TEXT_DEPTH = 512;
const MARKUP = /<\s*[a-z!/?]|\bjavascript\s*:|\bon[a-z]+\s*=/i;

/** Origins absolute image URLs may come from (the site's, the backend's, the image host's); undefined = not known. */
let imageOrigins: readonly string[] | undefined;

/** Tells the checks which hosts the site loads images from (from the build settings), or undefined for "any". */
export function setImageHosts(urls: readonly string[] | undefined): void {
  imageOrigins = urls?.map(originOf).filter((o): o is string => o !== undefined);
}

let sanitizer: ((html: string) => RichTextResult) | undefined;
/** The site's sanitiser in a jsdom window, loaded on the first rich text: runs without any pay nothing for jsdom. */
function sanitize(html: string): RichTextResult {
  if (!sanitizer) {
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as typeof Jsdom;
    sanitizer = createRichTextSanitizer(new JSDOM('').window);
  }
  return sanitizer(html);
}

const issue = (severity: Issue['severity'], rule: string, path: Path, expected: string, value: unknown, message: string): Issue => ({
  severity, rule, path, expected, received: preview(value), message,
});

/** Warnings about text: markup where the site shows text (when `plain`), invisible or direction-changing characters, huge values. */
export function scanProse(text: string, path: Path, out: Issue[], plain: boolean): void {
  if (plain && MARKUP.test(text)) out.push(issue('warning', 'markup-in-text', path, 'plain text', text, 'markup or script in a text field: the site shows it as characters'));
  if (HIDDEN.test(text)) out.push(issue('warning', 'hidden-characters', path, 'visible text', text, 'zero-width or direction-override characters: what readers see is not what is stored'));
  const control = CONTROL.exec(text);
  if (control) {
    const code = `U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    out.push(issue('warning', 'control-characters', path, 'text without control characters', text, `control character ${code} at ${control.index}: invisible or a box on the page, most likely pasted from a binary file`));
  }
  if (text.length > LONG_TEXT) out.push(issue('warning', 'long-text', path, `at most ${LONG_TEXT} characters`, text, `${text.length} characters: far more than any page shows`));
}

/** An image URL: refused by the rule or from a host the site does not load from = error; http:// = warning. */
export function scanImage(url: string, path: Path, out: Issue[]): void {
  const fault = imageUrlFault(url);
  if (fault) {
    out.push(issue('error', 'image-refused', path, 'an http(s) URL or a root-relative path', url, `${fault}: the site leaves this image out`));
    return;
  }
  const origin = originOf(url);
  if (origin && imageOrigins && !imageOrigins.includes(origin)) {
    out.push(issue('error', 'image-host', path, `an image on ${imageOrigins.join(', ') || 'the site itself'}`, url, 'image host not allowed by the site (CSP img-src): the site leaves this image out'));
  } else if (/^http:/i.test(url.trim())) {
    out.push(issue('warning', 'insecure-url', path, 'an https:// URL', url, 'plain http image: the https site loads it as mixed content or not at all'));
  }
}

function describeDrop(drop: RichTextDrop): { rule: string; value: unknown; message: string } {
  switch (drop.kind) {
    case 'tag':
      return { rule: 'rich-text-tag', value: `<${drop.tag}>`, message: `<${drop.tag}> is not allowed in rich text: the site removes it` };
    case 'attribute':
      return { rule: 'rich-text-attribute', value: `${drop.attribute}="${drop.value}"`, message: `attribute ${drop.attribute} on <${drop.tag}> is not allowed: the site removes it` };
    case 'link':
      return { rule: 'rich-text-link', value: drop.href, message: 'link the site does not follow (only https://, http:// and site paths): it shows the text without a link' };
    case 'image':
      return { rule: 'rich-text-image', value: drop.src, message: `${drop.reason}: the site leaves this image out` };
  }
}

/** Rich text: every tag, attribute, link and image the sanitiser drops is an error; off-site links are warnings. */
export function scanRichText(html: string, path: Path, out: Issue[]): void {
  if (html.length > MAX_RICH_TEXT) {
    out.push(issue('error', 'rich-text-too-large', path, `rich text of at most ${MAX_RICH_TEXT} characters`, html, `rich text of ${html.length} characters: too large to check, and slow for every visitor to render; split it`));
    return;
  }
  const depth = markupDepth(html);
  if (depth > MAX_RICH_TEXT_DEPTH) {
    out.push(issue('error', 'rich-text-too-deep', path, `rich text nested at most ${MAX_RICH_TEXT_DEPTH} levels deep`, html, `rich text nested ${depth} levels deep: browsers flatten it past ${MAX_RICH_TEXT_DEPTH} and the prerender cannot render the page`));
    return;
  }
  const result = sanitize(html);
  for (const drop of result.dropped) {
    const { rule, value, message } = describeDrop(drop);
    out.push(issue('error', rule, path, 'rich text within the allowlist (src/engine/rich-text.ts)', value, message));
  }
  for (const href of result.html.match(/href="https?:[^"]*"/gi) ?? []) {
    out.push(issue('warning', 'offsite-link', path, 'a link on this site', href.slice(6, -1), 'off-site link: opens another site in a new tab'));
  }
  if (!imageOrigins) return;
  for (const src of result.html.match(/src="https?:[^"]*"/gi) ?? []) scanImage(src.slice(5, -1).replaceAll('&amp;', '&'), path, out);
}

/** True for a field the scans read as an image URL. */
export const isImageField = (key: string | number | undefined) => typeof key === 'string' && IMAGE_FIELDS.has(key);
/** True for a field the scans read as rich text. */
export const isRichTextField = (key: string | number | undefined) => typeof key === 'string' && RICH_TEXT_FIELDS.has(key);
