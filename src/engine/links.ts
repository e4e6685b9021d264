import { paths } from './paths';
import { decodedSegment as decoded } from './decoded';

/** Where a CMS link goes: a new-window URL, a route of this site, a page config to fetch, or nowhere. */
export type LinkTarget =
  | { kind: 'external'; href: string }
  | { kind: 'internal'; to: string }
  | { kind: 'pageConfig'; id: string }
  | { kind: 'none' };

/** What resolveLink needs to know about the site: whether a virtual category code is a leaf (undefined = unknown). */
export interface LinkContext {
  isLeafCategory(code: string): boolean | undefined;
}

/** The LinkContext of the site's leaf flags (code -> leaf); a code they do not list is unknown. */
export const leafFlagContext = (leaves: Readonly<Record<string, boolean>>): LinkContext => ({
  isLeafCategory: (code) => (Object.hasOwn(leaves, code) ? leaves[code] : undefined),
});

/** Options of resolveLink. */
export interface LinkOptions {
  /** Type 5 only: the all-series flag of a list submenu, appended as `?isAll=true`. */
  allSeries?: boolean;
}

const NONE: LinkTarget = { kind: 'none' };
/** C0 controls and DEL: browsers drop tab and newline from URLs, so `/\t/evil.example` would become `//evil.example`. */
function hasControl(s: string): boolean {
  for (let i = 0; i < s.length; i += 1) {
    const code = s.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A string, or a finite number read as a string; anything else (or blank) is missing. */
function idOf(v: unknown): string | undefined {
  const s = typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined;
  return s !== undefined && s.trim() !== '' ? s : undefined;
}

/**
 * An id as one path segment; decoding it gives back the id exactly. `.` and `..` are refused: URL
 * parsers resolve them (even percent-encoded) as dot segments, which would move the path.
 */
function segment(id: string): string | undefined {
  if (id === '.' || id === '..') return undefined;
  return encodeURIComponent(id);
}

function linkTypeOf(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '') return Number(v);
  return undefined;
}

/** An absolute http(s) URL, normalised by the URL parser, or undefined. */
function httpUrl(value: string): string | undefined {
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed) || hasControl(trimmed)) return undefined;
  const url = new URL(trimmed);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? url.href : undefined;
}

/**
 * A path on this site: exactly one leading '/', not '//', no backslash and no control characters, written out or
 * percent-encoded (a browser reads a backslash as a slash, `/\host` as another host; the router decodes `/%0a/x`
 * into a path no route can take), and no broken escape.
 */
function sitePath(value: string): string | undefined {
  const path = value.trim();
  if (path[0] !== '/' || path[1] === '/' || path.includes('\\') || hasControl(path)) return undefined;
  const text = decoded(path);
  return text === undefined || text.includes('\\') || hasControl(text) ? undefined : path;
}

function resolve(link: unknown, ctx: LinkContext, opts: LinkOptions | undefined): LinkTarget {
  if (!isObject(link)) return NONE;
  const locale = link.locale;
  const localised = isObject(locale) ? locale['zh-CN'] : undefined;
  const val = link.val;
  const value = typeof localised === 'string' && localised !== '' ? localised : typeof val === 'string' ? val : '';
  switch (linkTypeOf(link.linkType)) {
    case 1: {
      const href = httpUrl(value);
      return href ? { kind: 'external', href } : NONE;
    }
    case 2: {
      const onlineId = idOf(link.onlineId);
      const seg = link.type === 'page' && onlineId !== undefined ? segment(onlineId) : undefined;
      return seg && onlineId !== undefined ? { kind: 'internal', to: paths.brandStoryPage(onlineId) } : NONE;
    }
    case 3: {
      const spuId = idOf(link.linkSpuId);
      if (spuId === undefined || !segment(spuId)) return NONE;
      return { kind: 'internal', to: paths.product(spuId, idOf(link.vc)) };
    }
    case 4: {
      const to = sitePath(value);
      return to ? { kind: 'internal', to } : NONE;
    }
    case 5: {
      const code = idOf(link.code) ?? idOf(value);
      const seg = code === undefined ? undefined : segment(code);
      if (code === undefined || !seg) return NONE;
      const allSeries = opts?.allSeries === true;
      return { kind: 'internal', to: isLeaf(ctx, code) ? paths.productLeaf(code, allSeries) : paths.productCategory(code, allSeries) };
    }
    case 7: {
      const id = idOf(link.id) ?? idOf(value);
      return id === undefined ? NONE : { kind: 'pageConfig', id };
    }
    default:
      return NONE;
  }
}

/** The category lookup belongs to the caller and may fail; a failure counts as "not known to be a leaf". */
function isLeaf(ctx: LinkContext, code: string): boolean {
  try {
    return ctx.isLeafCategory(code) === true;
  } catch {
    return false;
  }
}

/** The link object a rich-text href stands for: absolute http(s) as an external link (type 1), anything else as a site path (type 4). */
export function hrefAsLink(href: string): { linkType: 1 | 4; val: string } {
  const value = href.trim();
  return { linkType: /^https?:/i.test(value) ? 1 : 4, val: value };
}

/**
 * Resolves a CMS link object (link types 1, 2, 3, 4, 5, 7) to where it goes. Never throws,
 * whatever `link` is: anything unusable, including a getter that throws, resolves to `{ kind: 'none' }`.
 */
export function resolveLink(link: unknown, ctx: LinkContext, opts?: LinkOptions): LinkTarget {
  try {
    return resolve(link, ctx, opts);
  } catch {
    return NONE;
  }
}
