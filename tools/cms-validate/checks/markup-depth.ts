// How deep HTML nests, read from its tags without building a DOM: jsdom recurses per level (a stack overflow past
// a few thousand) and slows with depth squared, so the depth is known before the sanitiser sees the markup.

/** Elements that never hold others. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Elements a new one of the same name closes (`<p>a<p>b` is two paragraphs side by side). */
const SELF_CLOSING_SIBLINGS = new Set(['p', 'li', 'dt', 'dd', 'option', 'tr', 'td', 'th']);
const TAG = /<(\/?)([a-z][a-z0-9-]*)[^>]*>/gi;

/** The deepest nesting of elements in `html`, as the HTML parser would roughly build it; one pass, no recursion. */
export function markupDepth(html: string): number {
  const open: string[] = [];
  let deepest = 0;
  for (const [, closing, rawName] of html.matchAll(TAG)) {
    const name = (rawName as string).toLowerCase();
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at >= 0) open.length = at;
    } else if (!VOID.has(name)) {
      if (SELF_CLOSING_SIBLINGS.has(name) && open.at(-1) === name) open.pop();
      open.push(name);
      deepest = Math.max(deepest, open.length);
    }
  }
  return deepest;
}
