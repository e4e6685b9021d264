/**
 * Chrome checks inline event handlers, style attributes and <style> elements against the page's CSP as soon as
 * HTML is parsed, even into an inert document, and logs a violation for each. The tokenizer starts an attribute
 * name only after white space, `/` or a closing quote, and a tag name only right after `<` or `</`: a mark put
 * inside every `on…` and `style…` in those places (in a tag or not: the mark is taken out of the parsed text
 * again) leaves nothing the parser could read as a handler, a style attribute or a style element, whatever
 * quotes, `>`, comments or raw text surround it. Start and end tags get the same mark, so they still pair.
 */

/** The first letter of a name that could begin there as on… or style…: the mark goes after it. */
const ACTIVE_NAME = /(?<=[\t\n\f\r /"'<])(o(?=n)|s(?=tyle))/gi;

/** Private-use characters: one the input does not hold marks it. */
const FIRST_MARK = 0xe000;
const LAST_MARK = 0xf8ff;

/** A mark the input does not hold, so taking marks out takes out only what was put in. */
function markFor(html: string): string {
  const held = new Set(html.match(/[\ue000-\uf8ff]/g));
  for (let code = FIRST_MARK; code <= LAST_MARK; code++) if (!held.has(String.fromCharCode(code))) return String.fromCharCode(code);
  // An input holding all 6,400 of them was made to defeat this: it loses its U+E000s, and nothing acts.
  return String.fromCharCode(FIRST_MARK);
}

/** Markup that parses with no active attribute or element, and how to read what it parsed into as the CMS wrote it. */
export interface InertMarkup {
  html: string;
  /** A name, value, text or serialised markup of the parse, without the marks. */
  restore: (text: string) => string;
  /** The name a <style> element parses to: dropped with all it holds. */
  styleTag: string;
}

/** `html` made inert for parsing: every handler, style attribute and style element renamed by a mark. */
export function inertMarkup(html: string): InertMarkup {
  const mark = markFor(html);
  return {
    html: html.replace(ACTIVE_NAME, `$1${mark}`),
    restore: (text) => text.replaceAll(mark, ''),
    styleTag: `s${mark}tyle`,
  };
}
