// The allowlists of the rich-text policy, apart from it: the text fallback shares them without bringing DOMPurify.

/** Tags rich text may keep: text structure, lists, tables, links and pictures. No svg, math, forms, media or frames. */
export const RICH_TEXT_TAGS = [
  'p', 'br', 'hr', 'span', 'div', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'code', 'pre',
  'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'figure', 'figcaption', 'a', 'img',
] as const;

/** Attributes rich text may keep. No style, class, id, name, target, rel, event handlers or data-*: the site sets what it needs. */
export const RICH_TEXT_ATTRS = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'lang', 'dir'] as const;

/** The CMS block models whose content is rich text. */
export const RICH_TEXT_MODELS: ReadonlySet<string> = new Set(['common', 'highlight']);

/** Fields of CMS content that hold HTML the site renders as rich text (the `content` of RICH_TEXT_MODELS). */
export const RICH_TEXT_FIELDS: ReadonlySet<string> = new Set(['content']);
