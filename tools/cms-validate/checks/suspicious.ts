import { resolveLink } from '../../../src/engine/links';
import type { Issue, Path } from '../findings';
import type { FollowUp } from './result';
import { isRecord, preview } from './values';

/** Deeper than any real content; stops a hostile document from exhausting the stack. */
const MAX_DEPTH = 40;
const PLACEHOLDER = /lorem ipsum|\b(TODO|TBD|FIXME)\b|占位|待补充|测试数据/i;
const INTERNAL_HOST = /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+)([:/]|$)/i;
// Category leaves are unknown offline; the CLI only asks whether a link goes anywhere at all.
const linkContext = { isLeafCategory: () => undefined };

/** Warnings about values the schemas accept but an editor most likely did not mean, plus the page configs linked. */
export interface Scan {
  issues: Issue[];
  /** Page configs that type-7 links point at (the site fetches them on click). */
  follow: FollowUp[];
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
    scan.issues.push(warning('link-nowhere', path, 'a link the site can follow', link, `link of type ${String(type)} leads nowhere: the site shows it as plain text`));
  } else if (target.kind === 'pageConfig') {
    scan.follow.push({ kind: 'page-config', id: target.id });
  }
}

function walk(value: unknown, path: Path, scan: Scan, depth: number): void {
  if (depth > MAX_DEPTH) return;
  if (typeof value === 'string') scanText(value, path, scan.issues);
  else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index], scan, depth + 1));
  else if (isRecord(value)) {
    if ('linkType' in value) scanLink(value, path, scan);
    for (const [key, item] of Object.entries(value)) walk(item, [...path, key], scan, depth + 1);
  }
}

/** Scans parsed content for suspicious values; paths start at `prefix`. */
export function scanContent(value: unknown, prefix: Path = []): Scan {
  const scan: Scan = { issues: [], follow: [] };
  walk(value, prefix, scan, 0);
  return scan;
}
