import * as z from 'zod/mini';

// Why block schemas read their fields through plain functions inside ONE zod node per block:
// a 500-block page runs some 20,000 field checks, and zod/mini's interpreted objects allocate a payload and
// an issue array per field. Chained zod nodes put parseBlocks at 3x the JSON decode; these readers, with
// the same rules, keep it within the 2x of the issue (see `npm run bench`). Each block is still a zod
// schema (what parseBlocks, the catalogue and the CLI use), its issues carry zod paths, and its JSON
// Schema export is built from the readers' own `json` descriptions.

/** A JSON Schema fragment describing what a reader accepts (for `cms-validate schema`). */
export type JsonSchema = Record<string, unknown>;

/** One problem found while reading, with its path inside the value read. */
export interface ReadIssue {
  path: (string | number)[];
  message: string;
}

/**
 * Reads one raw value at `path` (a stack the caller pushes to and pops), recording problems in `issues`.
 * When it records one the returned value is meaningless: the whole block is refused.
 */
export interface Reader<T> {
  (value: unknown, path: (string | number)[], issues: ReadIssue[]): T;
  json: JsonSchema;
  /** Whether the field must be present (for the JSON Schema `required` list). */
  required: boolean;
}

/** A value a scalar read refused, with the message of the issue. */
export class Fault {
  constructor(readonly message: string) {}
}
/** Reads one raw scalar into T, or refuses it with a Fault. */
export type Read<T> = (value: unknown) => T | Fault;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function reader<T>(read: (value: unknown, path: (string | number)[], issues: ReadIssue[]) => T, json: JsonSchema, required: boolean): Reader<T> {
  return Object.assign(read, { json, required });
}

/** A scalar field from a read function. */
export function scalar<T>(read: Read<T>, json: JsonSchema, required = true): Reader<T> {
  return reader(
    (value, path, issues) => {
      const out = read(value);
      if (!(out instanceof Fault)) return out;
      issues.push({ path: [...path], message: out.message });
      return undefined as T;
    },
    json,
    required,
  );
}

/** `read`, or undefined when the CMS leaves the field out, null or ''. */
export const optionalRead = <T,>(read: Read<T>): Read<T | undefined> => (v) => (blank(v) ? undefined : read(v));
/** `read`, or `fallback` when the CMS leaves the field out, null or ''. */
export const defaultRead = <T,>(read: Read<T>, fallback: T): Read<T> => (v) => (blank(v) ? fallback : read(v));

/** `inner`, or `fallback` when the field is left out, null or '' (for object and list fields). */
export function orDefault<T>(inner: Reader<T>, fallback: T): Reader<T> {
  return reader((value, path, issues) => (blank(value) ? fallback : inner(value, path, issues)), inner.json, false);
}

/** The fields of a record: one reader each. */
export type Shape = Record<string, Reader<unknown>>;
/** What a record reads into: its fields, plus any extra fields the CMS sent (kept as they are). */
export type ShapeOutput<S extends Shape> = { [K in keyof S]: S[K] extends Reader<infer T> ? T : never } & { [extra: string]: unknown };

/** An object with the fields of `shape`; extra fields are tolerated and kept. */
export function record<S extends Shape>(shape: S): Reader<ShapeOutput<S>> {
  const keys = Object.keys(shape);
  const json = {
    type: 'object',
    properties: Object.fromEntries(keys.map((k) => [k, shape[k]?.json])),
    required: keys.filter((k) => shape[k]?.required),
    additionalProperties: true,
  };
  return reader(
    (value, path, issues) => {
      if (!isObject(value)) {
        issues.push({ path: [...path], message: value === undefined ? 'missing: an object' : 'must be an object' });
        return undefined as unknown as ShapeOutput<S>;
      }
      // A copy: the input may be the caller's object. Spread defines own data properties, so "__proto__" stays a field.
      const out: Record<string, unknown> = { ...value };
      for (const key of keys) {
        path.push(key);
        out[key] = (shape[key] as Reader<unknown>)(value[key], path, issues);
        path.pop();
      }
      return out as ShapeOutput<S>;
    },
    json,
    true,
  );
}

/** A list of `item`: at least one entry, at most `max` when given. */
export function list<T>(item: Reader<T>, max?: number): Reader<T[]> {
  return reader(
    (value, path, issues) => {
      if (!Array.isArray(value)) {
        issues.push({ path: [...path], message: value === undefined ? 'missing: a list' : 'must be a list' });
        return [];
      }
      const out = value.map((entry, index) => {
        path.push(index);
        const read = item(entry, path, issues);
        path.pop();
        return read;
      });
      if (value.length === 0) issues.push({ path: [...path], message: 'must hold at least one entry' });
      if (max !== undefined && value.length > max) issues.push({ path: [...path], message: `must hold at most ${max} entries` });
      return out;
    },
    { type: 'array', items: item.json, minItems: 1, ...(max === undefined ? {} : { maxItems: max }) },
    true,
  );
}

/** A list of `item` that may be empty, left out, null or '' (then empty). */
export function optionalList<T>(item: Reader<T>): Reader<T[]> {
  return reader(
    (value, path, issues) => {
      if (blank(value)) return [];
      if (!Array.isArray(value)) {
        issues.push({ path: [...path], message: 'must be a list' });
        return [];
      }
      return value.map((entry, index) => {
        path.push(index);
        const read = item(entry, path, issues);
        path.pop();
        return read;
      });
    },
    { type: 'array', items: item.json },
    false,
  );
}

/** An optional field checked by a zod schema (null or missing = undefined), its issues under this field's path. */
export function zodField<T extends z.ZodMiniType>(schema: T, json: JsonSchema): Reader<z.output<T> | undefined> {
  return reader(
    (value, path, issues) => {
      if (value === undefined || value === null) return undefined;
      const result = z.safeParse(schema, value);
      if (result.success) return result.data;
      for (const issue of result.error.issues) issues.push({ path: [...path, ...issue.path.map((k) => (typeof k === 'number' ? k : String(k)))], message: issue.message });
      return undefined;
    },
    json,
    false,
  );
}

/** A block schema: one zod node that reads the block's record, its issues at their zod paths. */
export function blockSchema<S extends Shape>(shape: S, description: string) {
  const read = record(shape);
  return z
    .transform((value: unknown, ctx): ShapeOutput<S> => {
      const issues: ReadIssue[] = [];
      const out = read(value, [], issues);
      if (issues.length === 0) return out;
      for (const issue of issues) ctx.issues.push({ code: 'custom', input: value, path: issue.path, message: issue.message });
      return z.NEVER;
    })
    .register(z.globalRegistry, { description, ...read.json });
}

/** The value type a reader produces. */
export type Infer<R> = R extends Reader<infer T> ? T : never;
