import { hrefAsLink, resolveLink, type LinkTarget } from './links';
import { RICH_TEXT_FIELDS } from './rich-text-tags';

/** A path into parsed CMS content (JSON strings already parsed). */
export type ContentPath = readonly (string | number)[];

/** What a card shows beside its link: the product name and price an editor typed. */
export interface CardFacts {
  name?: string;
  price?: number;
}

/** One link the content holds: where it is, how it was written, and where the site sends it. */
export interface LinkRef {
  path: ContentPath;
  /** The link object, or the href of a rich-text `<a>`, as the content has it. */
  written: unknown;
  /** Where the site sends it (a type-5 category as if not a leaf: the check asks the tree for its real address). */
  to: LinkTarget;
  /** The product facts beside it, when it sits on a card (a record with a name or a price). */
  card?: CardFacts;
}

// Categories are unknown here; the link check asks the tree and gives the address the site would use.
const unknownLeaves = { isLeafCategory: () => undefined };
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isLink = (v: unknown): v is Record<string, unknown> => isRecord(v) && 'linkType' in v && v.linkType !== '' && v.linkType != null;

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
/** The text of an attribute value: the named entities an editor's HTML uses, and numeric ones. */
const unescape = (value: string) =>
  value.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
const HREF = /<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

/** The hrefs of the `<a>` elements of rich text; anchors, mail and phone links are not pages to check. */
export function richTextHrefs(html: string): string[] {
  return [...html.matchAll(HREF)]
    .map((m) => unescape(m[1] ?? m[2] ?? m[3] ?? '').trim())
    .filter((href) => href !== '' && !/^(#|mailto:|tel:)/i.test(href));
}

function cardOf(record: Record<string, unknown>): CardFacts | undefined {
  const name = typeof record.name === 'string' && record.name.trim() !== '' ? record.name.trim() : undefined;
  const raw = record.price;
  const price = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : undefined;
  return name === undefined && price === undefined ? undefined : { ...(name === undefined ? {} : { name }), ...(price === undefined ? {} : { price }) };
}

/** A value still to visit; paths are built from the parents only for the links found (deep content stays linear). */
interface Node {
  value: unknown;
  key?: string | number;
  parent?: Node;
}

function pathOf(node: Node, prefix: ContentPath): ContentPath {
  const keys: (string | number)[] = [];
  for (let n: Node | undefined = node; n?.key !== undefined; n = n.parent) keys.push(n.key);
  return [...prefix, ...keys.reverse()];
}

/**
 * Every link of parsed CMS content, in document order: link objects of every type (cards, tiles, buttons, nav and
 * footer entries, short-link answers) and the hrefs of rich text. Walks with a stack of its own, so any depth is safe.
 */
export function collectLinks(root: unknown, prefix: ContentPath = []): LinkRef[] {
  const found: LinkRef[] = [];
  const stack: Node[] = [{ value: root }];
  while (stack.length) {
    const node = stack.pop() as Node;
    const { value, key } = node;
    if (typeof value === 'string') {
      if (typeof key === 'string' && RICH_TEXT_FIELDS.has(key)) {
        for (const href of richTextHrefs(value)) found.push({ path: pathOf(node, prefix), written: href, to: resolveLink(hrefAsLink(href), unknownLeaves) });
      }
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) stack.push({ value: value[i], key: i, parent: node });
    } else if (isLink(value)) {
      const holder = node.parent?.value;
      const card = isRecord(holder) ? cardOf(holder) : undefined;
      found.push({ path: pathOf(node, prefix), written: value, to: resolveLink(value, unknownLeaves), ...(card ? { card } : {}) });
    } else if (isRecord(value)) {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [name, item] = entries[i] as [string, unknown];
        stack.push({ value: item, key: name, parent: node });
      }
    }
  }
  return found;
}
