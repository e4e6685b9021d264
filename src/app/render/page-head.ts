/**
 * React 19 writes the metadata a page renders (title, meta, preload and canonical links) at the start of a
 * render that has no <head>: these helpers take it off the body and keep one of each, the way a browser reads it.
 */

const HOISTED = /^(?:<(?:link|meta)\b[^>]*>|<title>[\s\S]*?<\/title>)/;

/** The leading metadata tags of a render, and the body after them. */
export function splitHoisted(markup: string): { tags: string[]; body: string } {
  const tags: string[] = [];
  let rest = markup;
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    tags.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { tags, body: rest };
}

/** What makes two head tags the same slot: the title, a meta's name, a canonical link; anything else is its own. */
function slotOf(tag: string): string {
  if (tag.startsWith('<title>')) return 'title';
  const name = /^<meta\b[^>]*\bname="([^"]*)"/.exec(tag)?.[1];
  if (name !== undefined) return `meta:${name}`;
  if (/^<link\b[^>]*\brel="canonical"/.test(tag)) return 'canonical';
  return tag;
}

/** One tag per slot, the last one rendered winning (the page's own title over the site's default). */
export function mergeHeadTags(tags: readonly string[]): string[] {
  const bySlot = new Map<string, string>();
  for (const tag of tags) {
    const slot = slotOf(tag);
    bySlot.delete(slot);
    bySlot.set(slot, tag);
  }
  return [...bySlot.values()];
}

/** Text for an HTML attribute value in double quotes. */
export const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
