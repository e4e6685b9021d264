import { createElement, Fragment, type ReactNode } from 'react';
import { inertMarkup } from '../engine/inline-attributes';
import { RICH_TEXT_TAGS } from '../engine/rich-text-tags';
import { nearRef } from './near-viewport';

/** Elements the sanitiser drops with all they hold (DOMPurify's FORBID_CONTENTS, less thead, which the policy keeps). */
const HIDDEN = new Set([
  'annotation-xml', 'audio', 'colgroup', 'desc', 'foreignobject', 'head', 'iframe', 'math', 'mi', 'mn', 'mo', 'ms', 'mtext', 'noembed',
  'noframes', 'noscript', 'plaintext', 'script', 'selectedcontent', 'style', 'svg', 'template', 'title', 'video', 'xmp',
]);
/** Structure kept as it is: the policy's tags, less links (shown as their words) and pictures (shown as their box). */
const STRUCTURE = new Set<string>(RICH_TEXT_TAGS.filter((tag) => tag !== 'a' && tag !== 'img'));
/** Where the white space between rows and cells is no text of its own. */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);
/** Past this depth an element shows only its words (the browser's parser allows 512). */
const MAX_DEPTH = 32;

const size = (value: string | null): number | undefined => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 && number <= 10_000 ? number : undefined;
};

/** A parsed node as React elements that hold the markup's shape: tags from the allowlist, no attribute that acts. */
function shapeOf(node: Node, restore: (text: string) => string, depth: number, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) {
    const inTable = TABLE_PARTS.has(node.parentElement?.localName ?? '');
    return inTable && !node.nodeValue?.trim() ? null : restore(node.nodeValue ?? '');
  }
  if (!(node instanceof Element)) return null;
  const tag = node.localName;
  if (HIDDEN.has(restore(tag))) return null;
  if (depth >= MAX_DEPTH) return restore(node.textContent);
  if (tag === 'img') {
    // The box the picture will fill (`.rich img` sizes both alike), with nothing to fetch.
    const width = size(node.getAttribute('width'));
    const height = size(node.getAttribute('height'));
    return width && height ? <img key={key} alt="" width={width} height={height} /> : null;
  }
  const children = [...node.childNodes].map((child, index) => shapeOf(child, restore, depth + 1, index));
  if (!STRUCTURE.has(tag)) return <Fragment key={key}>{children}</Fragment>;
  const span = { colSpan: size(node.getAttribute('colspan')), rowSpan: size(node.getAttribute('rowspan')) };
  return createElement(tag, { key, ...(tag === 'td' || tag === 'th' ? span : {}) }, ...(children.length ? [children] : []));
}

/** The shape of HTML as React elements; nothing without a parser (the server never sends a fallback). */
export function htmlShape(html: string): ReactNode {
  if (typeof DOMParser !== 'function') return null;
  // Parsed inert: nothing runs or loads, and nothing the CSP checks is parsed.
  const inert = inertMarkup(html);
  const body = new DOMParser().parseFromString(inert.html, 'text/html').body;
  return [...body.childNodes].map((child, index) => shapeOf(child, inert.restore, 0, index));
}

/**
 * An HTML field before the sanitiser arrives: its words in its paragraphs, headings, lists and tables, and its
 * pictures' boxes, so that swapping in the sanitised markup moves nothing below it. Nothing links, loads or runs.
 */
export function RichTextFallback({ html, className, id }: { html: string; className: string; id: string }) {
  return (
    // data-pending: the sanitised markup is still to come (what the browser tests wait for).
    <div className={className} data-rich-text={id} data-pending="" ref={nearRef(id)}>
      {htmlShape(html)}
    </div>
  );
}
