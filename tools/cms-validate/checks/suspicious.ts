import { collectLinks, type LinkRef } from '../../../src/engine/link-refs';
import { resolveLink } from '../../../src/engine/links';
import type { Issue, Path } from '../findings';
import type { FollowUp } from './result';
import { isImageField, isRichTextField, scanImage, scanProse, scanRichText } from './hostile';
import { isRecord, preview } from './values';

/** Deeper than any real content: reported, still scanned. */
const MAX_DEPTH = 64;
const PLACEHOLDER = /lorem ipsum|\b(TODO|TBD|FIXME)\b|占位|待补充|测试数据/i;
const INTERNAL_HOST = /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+)([:/]|$)/i;
// Category leaves are unknown offline; the CLI only asks whether a link goes anywhere at all.
const linkContext = { isLeafCategory: () => undefined };

/** Findings about values the schemas accept but the site neutralises or an editor most likely did not mean, plus the page configs linked. */
export interface Scan {
  issues: Issue[];
  /** Page configs that type-7 links point at (the site fetches them on click). */
  follow: FollowUp[];
  /** Every link of the content, for the link stage. */
  links: LinkRef[];
}

const warning = (rule: string, path: Path, expected: string, value: unknown, message: string): Issue => ({
  severity: 'warning', rule, path, expected, received: preview(value), message,
});

function scanText(text: string, path: Path, out: Issue[]): void {
  if (/^http:\/\//i.test(text.trim())) {
    out.push(warning('insecure-url', path, 'an https:// URL', text, 'plain http URL: the https site loads it as mixed content or not at all'));
  } else if (INTERNAL_HOST.test(text.trim())) {
    out.push(warning('internal-url', path, 'a public URL', text, 'URL of a local or internal host: visitors cannot reach it'));
  }
  if (PLACEHOLDER.test(text)) out.push(warning('placeholder-text', path, 'final copy', text, 'looks like placeholder text'));
}

function scanLink(link: Record<string, unknown>, path: Path, scan: Scan): void {
  const type = link.linkType;
  if (type === undefined || type === null || type === '') return; // no link configured: nothing to follow
  const target = resolveLink(link, linkContext);
  if (target.kind === 'none') {
    scan.issues.push({ ...warning('link-refused', path, 'a link the site can follow', link, `link of type ${String(type)} goes nowhere the site allows: it shows the text without a link`), severity: 'error' });
  } else if (target.kind === 'external') {
    scan.issues.push(warning('offsite-link', path, 'a link on this site', target.href, 'off-site link: opens another site in a new tab'));
  } else if (target.kind === 'pageConfig') {
    scan.follow.push({ kind: 'page-config', id: target.id });
  }
}

/** A value still to visit: its key, its parent (paths are built only for findings) and its depth. */
interface Node {
  value: unknown;
  key?: string | number;
  parent?: Node;
  depth: number;
  /** Inside a link object: resolveLink judges its fields, the text checks do not. */
  inLink: boolean;
}

function pathOf(node: Node, prefix: Path): Path {
  const keys: (string | number)[] = [];
  for (let n: Node | undefined = node; n?.key !== undefined; n = n.parent) keys.push(n.key);
  return [...prefix, ...keys.reverse()];
}

function visitString(text: string, node: Node, prefix: Path, scan: Scan): void {
  const path = () => pathOf(node, prefix);
  const key = node.key ?? node.parent?.key;
  if (isImageField(typeof node.key === 'number' ? node.parent?.key : node.key)) {
    const urls = key === 'imageUrls' ? text.split(',').filter((u) => u.trim() !== '') : [text];
    for (const url of urls) scanImage(url, path(), scan.issues);
    return;
  }
  scanText(text, path(), scan.issues);
  if (node.inLink || isRichTextField(node.key)) {
    // resolveLink judges a link's fields and the sanitiser rich text's markup; hidden characters and size still count.
    if (!node.inLink) scanRichText(text, path(), scan.issues);
    scanProse(text, path(), scan.issues, false);
  } else scanProse(text, path(), scan.issues, true);
}

/** Walks with a stack of its own: content nested 10,000 deep is scanned (and reported), never a stack overflow. */
function walk(root: unknown, prefix: Path, scan: Scan): void {
  const stack: Node[] = [{ value: root, depth: 0, inLink: false }];
  let deepReported = false;
  while (stack.length) {
    const node = stack.pop() as Node;
    const { value, depth } = node;
    if (depth > MAX_DEPTH && !deepReported) {
      deepReported = true;
      scan.issues.push(warning('too-deep', pathOf(node, prefix), `at most ${MAX_DEPTH} levels of nesting`, value, `content nested more than ${MAX_DEPTH} levels deep: no real content is, check where it came from`));
    }
    if (typeof value === 'string') visitString(value, node, prefix, scan);
    else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) stack.push({ value: value[i], key: i, parent: node, depth: depth + 1, inLink: node.inLink });
    } else if (isRecord(value)) {
      const isLink = 'linkType' in value;
      if (isLink) scanLink(value, pathOf(node, prefix), scan);
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, item] = entries[i] as [string, unknown];
        stack.push({ value: item, key, parent: node, depth: depth + 1, inLink: node.inLink || isLink });
      }
    }
  }
}

/** Scans parsed content for suspicious and hostile values; paths start at `prefix`. */
export function scanContent(value: unknown, prefix: Path = []): Scan {
  const scan: Scan = { issues: [], follow: [], links: collectLinks(value, prefix) };
  walk(value, prefix, scan);
  return scan;
}
