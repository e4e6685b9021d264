import { createHash } from 'node:crypto';
import type { InlineStyles } from './page-assets';

// A page's style attributes (the CSP refuses inline styles) become one set of rules of its own. The render server
// writes them into the page's head as a <style> element, and allows exactly that element by its hash in the page's
// Content-Security-Policy (nginx keeps the header with the page): no request on the first paint's path, and no
// stylesheet address anyone could make up. A static export, whose host sends one policy for every file, links them
// as a file named by their content instead.

/** Where a static export keeps its pages' style rules. */
export const STYLES_PATH = '/__styles/';

/** A page's own style rules: their text, their CSP source (`sha256-…`) and a static export's file name for them. */
export interface PageStyles {
  css: string;
  hash: string;
  file: string;
}

/** The style rules a page's InlineStyles took; undefined when it took none. */
export function pageStyles(styles: InlineStyles): PageStyles | undefined {
  const css = styles.css();
  if (css === '') return undefined;
  const digest = createHash('sha256').update(css).digest();
  return { css, hash: `sha256-${digest.toString('base64')}`, file: `${digest.toString('base64url').slice(0, 16)}.css` };
}

/** How a page carries its style rules: inline in its head (the render server) or linked as a file (a static export). */
export type StylesPlacing = 'inline' | 'linked';

/** The head tag that carries a page's style rules. Their text never holds a `<` (InlineStyles drops such declarations). */
export const stylesTag = (styles: PageStyles, placing: StylesPlacing): string =>
  placing === 'inline' ? `<style>${styles.css}</style>` : `<link rel="stylesheet" href="${STYLES_PATH}${styles.file}">`;
