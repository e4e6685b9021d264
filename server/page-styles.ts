import { createHmac, timingSafeEqual } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { InlineStyles } from './page-assets';

// A page's style attributes (the CSP refuses inline styles) become one stylesheet per page whose address carries its
// own content: the server rebuilds it from the address alone (no state between requests, any of N processes can
// answer). Its name is an HMAC of that content under the build's key (dist-ssr/page-styles.key, made by `npm run
// build`, shared by every server of one build): only a page this build rendered can name a stylesheet, so nobody can
// make the server, or the cache in front, keep stylesheets of their own making. The static export writes the same name as a file.

/** Where the pages' stylesheets are served. */
export const STYLES_PATH = '/__styles/';
/** The most a stylesheet's address may unpack to: far more than any page's style attributes. */
const MAX_DECLARATIONS_BYTES = 64 * 1024;
/** The address of a page's stylesheet: its name, then its content, and nothing else. */
const ADDRESS = /^\/__styles\/([\w-]{16})\.css\?d=([\w-]+)$/;

const nameOf = (key: Buffer, content: string): string => createHmac('sha256', key).update(content).digest('base64url').slice(0, 16);

/** A page's stylesheet: its address (name + content), its file name for a static export, and its text. */
export interface PageStylesheet {
  href: string;
  file: string;
  css: string;
}

/** The stylesheet of the style attributes a page's InlineStyles took, named under `key`; undefined when it took none. */
export function pageStylesheet(styles: InlineStyles, key: Buffer): PageStylesheet | undefined {
  const css = styles.css();
  if (css === '') return undefined;
  const content = deflateRawSync(JSON.stringify(styles.declarations())).toString('base64url');
  const name = nameOf(key, content);
  return { href: `${STYLES_PATH}${name}.css?d=${content}`, file: `${name}.css`, css };
}

/**
 * The stylesheet a request target names, rebuilt from its content once its name proves this build wrote it; undefined
 * for any other target (a wrong name, another query, a content past the bound).
 */
export function stylesheetAt(target: string, key: Buffer): string | undefined {
  const [, name, content] = ADDRESS.exec(target) ?? [];
  if (!name || !content || !timingSafeEqual(Buffer.from(nameOf(key, content)), Buffer.from(name))) return undefined;
  let list: unknown;
  try {
    list = JSON.parse(inflateRawSync(Buffer.from(content, 'base64url'), { maxOutputLength: MAX_DECLARATIONS_BYTES }).toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) return undefined;
  const styles = new InlineStyles();
  for (const declarations of list) styles.add(declarations);
  return styles.css();
}
