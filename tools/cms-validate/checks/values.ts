import { decodeJsonString } from '../../../schemas/cms/read-entries';
import { clip, type Path } from '../findings';

const PREVIEW_CHARS = 60;

/** Parses a JSON string field with the site's one decoder; anything else, and malformed JSON, comes back as it is. */
export function parsedJson(value: unknown): unknown {
  const decoded = decodeJsonString(value);
  return decoded.ok ? decoded.value : value;
}

/** The value at `path`, stepping into JSON strings on the way (paths point into parsed content). */
export function valueAt(root: unknown, path: Path): unknown {
  let value = root;
  for (const key of path) {
    value = parsedJson(value);
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/** A short, one-line rendering of a received value: `"abc"`, `12`, `null`, `[]`, `missing`. */
export function preview(value: unknown): string {
  if (value === undefined) return 'missing';
  let text: string;
  try {
    text = typeof value === 'string' ? JSON.stringify(value.slice(0, PREVIEW_CHARS)) : (JSON.stringify(value) ?? String(value));
  } catch {
    // JSON.stringify recurses: a value nested thousands deep overflows its stack.
    return Array.isArray(value) ? '[…]' : '{…}';
  }
  return clip(text, PREVIEW_CHARS);
}

/** True for a plain object (not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
