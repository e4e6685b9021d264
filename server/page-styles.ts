import { createHash } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { InlineStyles } from './page-assets';

// A page's style attributes (the CSP refuses inline styles) become one stylesheet per page whose address carries its
// own content: the server rebuilds it from the address alone (no state between requests, any of N processes can
// answer), checks it against its name, and the static export writes the same name as a file.

/** Where the pages' stylesheets are served. */
export const STYLES_PATH = '/__styles/';
/** The most a stylesheet's address may unpack to: far more than any page's style attributes. */
const MAX_DECLARATIONS_BYTES = 256 * 1024;

const nameOf = (css: string): string => createHash('sha256').update(css).digest('base64url').slice(0, 12);

/** A page's stylesheet: its address (name + content), its file name for a static export, and its text. */
export interface PageStylesheet {
  href: string;
  file: string;
  css: string;
}

/** The stylesheet of the style attributes a page's InlineStyles took; undefined when it took none. */
export function pageStylesheet(styles: InlineStyles): PageStylesheet | undefined {
  const css = styles.css();
  if (css === '') return undefined;
  const content = deflateRawSync(JSON.stringify(styles.declarations())).toString('base64url');
  const file = `${nameOf(css)}.css`;
  return { href: `${STYLES_PATH}${file}?d=${content}`, file, css };
}

/** The stylesheet an address names, rebuilt from its `d` query and checked against its name; undefined when they disagree. */
export function stylesheetAt(pathname: string, content: string | null): string | undefined {
  const name = /^\/__styles\/([\w-]{12})\.css$/.exec(pathname)?.[1];
  if (!name || !content) return undefined;
  let list: unknown;
  try {
    list = JSON.parse(inflateRawSync(Buffer.from(content, 'base64url'), { maxOutputLength: MAX_DECLARATIONS_BYTES }).toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) return undefined;
  const styles = new InlineStyles();
  for (const declarations of list) styles.add(declarations);
  const css = styles.css();
  return nameOf(css) === name ? css : undefined;
}
