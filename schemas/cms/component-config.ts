import * as z from 'zod/mini';
import { envelope } from '../common';

// Assumed shape (only the parts are known): the CMS stores a component's fields under numeric
// child ids (`value: {"101": "标题", "102": [...]}`) and sends `childIdNames` mapping each id to its real
// field name (`{"101": "title"}`). Nested child components use ids from the same map, so renaming applies
// at every depth. Ids without a name, and non-numeric keys, are kept as they are.

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const numericKey = /^\d+$/;
/** Deeper than any real component; stops a hostile document from exhausting the stack. */
const MAX_DEPTH = 32;

function rename(value: unknown, names: Record<string, unknown>, depth: number): unknown {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((v) => rename(v, names, depth + 1));
  if (!isRecord(value)) return value;
  // Object.fromEntries defines own properties, so a field named "__proto__" stays a plain field.
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => {
      const name = numericKey.test(key) ? names[key] : undefined;
      return [typeof name === 'string' && name !== '' ? name : key, rename(v, names, depth + 1)];
    }),
  );
}

/** Applies a numeric-key to real-name map to a component value, at every depth. */
export function applyChildIdNames(value: unknown, childIdNames: Record<string, unknown>): unknown {
  return rename(value, childIdNames, 0);
}

/** True when `contents` is a component config entry `{ value, childIdNames }` rather than plain props. */
export function isComponentEntry(contents: unknown): contents is { value: unknown; childIdNames: Record<string, unknown> } {
  return isRecord(contents) && 'value' in contents && isRecord(contents.childIdNames);
}

/** One component config entry; parsing it yields its value with real field names. */
export const componentEntrySchema = z.pipe(
  z.looseObject({
    value: z.unknown(),
    childIdNames: z._default(z.record(z.string(), z.string()), {}),
  }),
  z.transform((entry) => applyChildIdNames(entry.value, entry.childIdNames)),
);

/** The CMS component config: a data array of entries, each read with its child-id names applied. */
export const componentConfigResponseSchema = envelope(z.array(componentEntrySchema));
