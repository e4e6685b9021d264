import * as z from 'zod/mini';

// The one way CMS content is read entry by entry, for the site (blocks, and the models pages read themselves)
// and the content validator alike: each good entry kept in order, each bad one reported with its path, the
// JSON-in-JSON fields decoded by one function, and zod issues written one way.

/** A path into CMS content: field names and list indexes (JSON strings on the way count as parsed). */
export type EntryPath = (string | number)[];

/** A JSON-in-JSON field decoded, or why it could not be. */
export type Decoded = { ok: true; value: unknown } | { ok: false; message: string };

/** The one JSON-in-JSON decoder: a string is parsed as JSON, any other value counts as parsed already. Never throws. */
export function decodeJsonString(value: unknown): Decoded {
  if (typeof value !== 'string') return { ok: true, value };
  try {
    return { ok: true, value: JSON.parse(value) as unknown };
  } catch (error) {
    return { ok: false, message: `malformed JSON: ${describe(error)}` };
  }
}

/** An entry kept: its position in the list and its checked value. */
export interface ReadEntry<T> {
  index: number;
  value: T;
}

/** An entry left out: its position, the path of its first fault, and every zod issue (paths inside the entry). */
export interface SkippedEntry {
  index: number;
  path: EntryPath;
  message: string;
  issues: readonly z.core.$ZodIssue[];
}

/** What readEntries found: the good entries in input order, and one skipped record per bad entry. */
export interface EntriesRead<T> {
  entries: ReadEntry<T>[];
  skipped: SkippedEntry[];
}

function describe(error: unknown): string {
  try {
    return error instanceof Error ? error.message : String(error);
  } catch {
    return 'unknown error';
  }
}

const keyOf = (key: PropertyKey): string | number => (typeof key === 'number' ? key : String(key));

/**
 * Reads a list of CMS entries with `schema`, each on its own: one bad entry costs itself only. `path` names the
 * list in the skipped records (`contents[3].list[0].pic`). null or undefined (no content) reads as an empty list;
 * any other non-list is one skipped record at index 0. Never throws, even on hand-built input whose getters do.
 */
export function readEntries<S extends z.ZodMiniType>(list: unknown, schema: S, path: EntryPath = []): EntriesRead<z.output<S>> {
  const read: EntriesRead<z.output<S>> = { entries: [], skipped: [] };
  const skip = (index: number, message: string, at: EntryPath = [], issues: readonly z.core.$ZodIssue[] = []) =>
    read.skipped.push({ index, path: [...path, index, ...at], message, issues });
  if (list == null) return read;
  if (!Array.isArray(list)) {
    read.skipped.push({ index: 0, path, message: 'expected a list', issues: [] });
    return read;
  }
  let count = 0;
  try {
    count = list.length;
  } catch (error) {
    skip(0, `unreadable list: ${describe(error)}`);
  }
  for (let index = 0; index < count; index += 1) {
    try {
      const result = z.safeParse(schema, list[index]);
      if (result.success) {
        read.entries.push({ index, value: result.data });
        continue;
      }
      const [first, ...rest] = result.error.issues;
      skip(index, `${first?.message ?? 'invalid'}${rest.length ? ` (and ${rest.length} more)` : ''}`, (first?.path ?? []).map(keyOf), result.error.issues);
    } catch (error) {
      // Getters or proxies in hand-built input can throw; the rest of the list must still be read.
      skip(index, `unreadable item: ${describe(error)}`);
    }
  }
  return read;
}

/** Why a CMS item was left out, for the engine's issues and the validator's rules. */
export type SkipKind = 'malformed-json' | 'unknown-model' | 'invalid';

/** The kind of a skipped CMS item: what its first issue says (a schema violation unless marked otherwise). */
export function skipKind(skipped: SkippedEntry): SkipKind {
  const first = skipped.issues[0];
  const kind: unknown = first?.code === 'custom' ? first.params?.kind : undefined;
  return kind === 'malformed-json' || kind === 'unknown-model' ? kind : 'invalid';
}

/** Stands for every model `models` does not name (the gifting page's main model is "any other model"). */
export const OTHER_MODELS = '*';

/** A CMS item read by its model: the model key it matched, its model name, and its checked contents. */
export type ModelEntry<M extends Record<string, z.ZodMiniType>> = {
  [K in keyof M & string]: { model: K; modelName: string; value: z.output<M[K]> };
}[keyof M & string];

/** How a CMS item schema treats models it does not name. */
export interface ModelEntryOptions {
  /** 'skip' reports an unknown model (the engine's blocks); 'ignore' (the default) reads it as null. */
  unknown?: 'skip' | 'ignore';
  /** Models read as null whatever `models` says (a page reads them itself). */
  ignore?: readonly string[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The schema of one CMS item `{ modelName, contents }`: its contents (a JSON string or already parsed) decoded
 * and checked with the schema of its model, issue paths inside the contents. Ignored models read as null.
 */
export function modelEntrySchema<M extends Record<string, z.ZodMiniType>>(models: M, options: ModelEntryOptions = {}) {
  const ignore = options.ignore ?? [];
  return z.transform((item: unknown, ctx): ModelEntry<M> | null => {
    const fail = (message: string, path: EntryPath = [], kind: SkipKind = 'invalid') => {
      ctx.issues.push({ code: 'custom', input: item, path, message, params: { kind } });
      return z.NEVER;
    };
    if (!isRecord(item)) return fail('expected an item { modelName, contents }');
    const modelName = item.modelName;
    if (typeof modelName !== 'string' || modelName === '') return fail('missing model name', ['modelName']);
    if (ignore.includes(modelName)) return null;
    const model = Object.hasOwn(models, modelName) ? modelName : Object.hasOwn(models, OTHER_MODELS) ? OTHER_MODELS : undefined;
    if (model === undefined) return options.unknown === 'skip' ? fail(`unknown model "${modelName}"`, [], 'unknown-model') : null;
    const contents = decodeJsonString(item.contents);
    if (!contents.ok) return fail(contents.message, [], 'malformed-json');
    const result = z.safeParse(models[model] as z.ZodMiniType, contents.value);
    if (result.success) return { model, modelName, value: result.data } as ModelEntry<M>;
    // Handed on as they are, paths inside the contents (a finished issue is a valid raw one; zod's types disagree on `input`).
    for (const issue of result.error.issues) ctx.issues.push(issue as z.core.$ZodRawIssue);
    return z.NEVER;
  });
}
