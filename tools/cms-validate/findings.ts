import { formatPath } from '../../schemas/issue-format';

/** How bad a finding is: error = the site would skip or reject it; warning = unknown model, empty list, suspicious value. */
export type Severity = 'error' | 'warning';

/** What kind of thing was checked: a content id (screen), a page config id, a product id, a store code, or a file. */
export type SourceKind = 'content' | 'page' | 'product' | 'store' | 'file';

/** One checked thing. */
export interface Source {
  kind: SourceKind;
  id: string;
  /** The build-setting screen whose content this is (HOME, HEADER_NAV ...), when known. */
  screen?: string;
}

/** A path into the checked JSON, JSON strings already parsed (the zod issue path after jsonString). */
export type Path = readonly (string | number)[];

/** A finding before it is tied to its source. */
export interface Issue {
  severity: Severity;
  /**
   * Stable machine name. Errors: invalid, malformed-json, unsuccessful, not-found, refused, link-refused, image-refused,
   * image-host, rich-text-tag, rich-text-attribute, rich-text-link, rich-text-image, rich-text-too-large, rich-text-too-deep,
   * not-utf8, dead-link, no-route. Warnings: unknown-model, empty-list, missing-product, unknown-nav-type, offsite-link,
   * insecure-url, internal-url, placeholder-text, markup-in-text, hidden-characters, control-characters, long-text, too-deep,
   * duplicate-key, name-differs, price-differs.
   */
  rule: string;
  path: Path;
  expected: string;
  received: string;
  message: string;
  /** Block index in its page, for block findings. */
  index?: number;
  modelName?: string;
}

/** One finding of a run. */
export interface Finding extends Issue {
  source: Source;
  /** `contents[3].buttons[1].link` */
  readablePath: string;
  /** RFC 6901: `/contents/3/buttons/1/link` */
  pointer: string;
}

/** A problem that stopped a check (network, HTTP status, unreadable file): exit code 2. */
export interface Problem {
  source?: Source;
  message: string;
}

/** The outcome of one run. */
export interface Report {
  sources: Source[];
  /** The findings at or above the reported level. */
  findings: Finding[];
  problems: Problem[];
  /** Warnings left out by `--level error`. */
  hiddenWarnings: number;
}

/** The longest text a finding or problem carries: three times the longest message, far below a pasted page. */
export const MAX_TEXT = 500;

/** `text`, cut to `max` characters with an ellipsis (never between the halves of a surrogate pair), so no report copies a huge value. */
export function clip(text: string, max = MAX_TEXT): string {
  if (text.length <= max) return text;
  const end = /[\ud800-\udbff]/.test(text[max - 2] ?? '') ? max - 2 : max - 1;
  return `${text.slice(0, end)}…`;
}

/** RFC 6901 JSON Pointer of a path. */
export function toPointer(path: Path): string {
  return path.map((key) => `/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

/** The readable form of a path; the root is `(root)`. */
export function toReadable(path: Path): string {
  return formatPath(path) || '(root)';
}

/** Ties issues to their source, their text clipped. */
export function toFindings(source: Source, issues: readonly Issue[]): Finding[] {
  return issues.map((issue) => ({
    ...issue, expected: clip(issue.expected), received: clip(issue.received), message: clip(issue.message),
    source, readablePath: toReadable(issue.path), pointer: toPointer(issue.path),
  }));
}

/** `content rc-home (HOME)` */
export function describeSource(source: Source): string {
  return `${source.kind} ${source.id}${source.screen ? ` (${source.screen})` : ''}`;
}

/** Same source? */
export const sameSource = (a: Source, b: Source) => a.kind === b.kind && a.id === b.id;
