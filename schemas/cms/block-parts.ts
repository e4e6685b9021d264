import * as z from 'zod/mini';
import { styleConfigSchema } from '../common';
import { IMAGE_URL_EXPECTED, imageUrlFault } from '../image-url';

// Building bricks shared by the 16 block schemas, in plain zod: tolerant of how the CMS spells a value (number or
// numeric string, null or '' for "not set"), strict on what a block renders (an image must be a usable URL, a
// colour a CSS colour, a heading non-empty text). Each field reads its raw value with one small function whose
// refusal is the issue's message; records and lists are zod's own, with the same wording.

/** A JSON Schema fragment describing what a field accepts (for `cms-validate schema`). */
type JsonSchema = Record<string, unknown>;

/** A value a field refused, with the message of the issue. */
class Fault {
  constructor(readonly message: string) {}
}
/** Reads one raw value into T, or refuses it with a Fault. */
type Read<T> = (value: unknown) => T | Fault;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A field read by `read`; `required` fields count as such in the JSON Schema (the read itself refuses a missing value). */
function scalar<T>(read: Read<T>, json: JsonSchema, required = true) {
  const input = required ? z.unknown() : z.optional(z.unknown());
  return z
    .pipe(
      input,
      z.transform((value: unknown, ctx): T => {
        const out = read(value);
        if (!(out instanceof Fault)) return out;
        ctx.issues.push({ code: 'custom', input: value, message: out.message });
        return z.NEVER;
      }),
    )
    .register(z.globalRegistry, json);
}

/** `read`, or undefined when the CMS leaves the field out, null or ''. */
const optionalRead = <T,>(read: Read<T>): Read<T | undefined> => (v) => (blank(v) ? undefined : read(v));
/** `read`, or `fallback` when the CMS leaves the field out, null or ''. */
const defaultRead = <T,>(read: Read<T>, fallback: T): Read<T> => (v) => (blank(v) ? fallback : read(v));

const objectError = (issue: { input?: unknown }) => (issue.input === undefined ? 'missing: an object' : 'must be an object');
const listError = (issue: { input?: unknown }) => (issue.input === undefined ? 'missing: a list' : 'must be a list');

/** An object with the fields of `shape`; extra fields are tolerated and kept. */
export const record = <S extends z.core.$ZodLooseShape>(shape: S) => z.looseObject(shape, { error: objectError });

/** A block schema: its record of fields, described for the JSON Schema export. */
export const blockSchema = <S extends z.core.$ZodLooseShape>(shape: S, description: string) => record(shape).register(z.globalRegistry, { description });

/** A list of `item`: at least one entry, at most `max` when given. */
export function list<T extends z.ZodMiniType>(item: T, max?: number) {
  const items = z.array(item, { error: listError }).check(z.minLength(1, 'must hold at least one entry'));
  return max === undefined ? items : items.check(z.maxLength(max, `must hold at most ${max} entries`));
}

/** `inner`, or `fallback` when the field is left out, null or '' (object and list fields). */
export const orDefault = <T extends z.ZodMiniType>(inner: T, fallback: z.core.util.NoUndefined<z.output<T>>) =>
  z._default(z.pipe(z.transform((v: unknown) => (blank(v) ? fallback : v)), inner), fallback);

/** A list of `item` that may be empty, left out, null or '' (then empty). */
export const optionalList = <T extends z.ZodMiniType>(item: T) => orDefault(z.array(item, { error: 'must be a list' }), []);

const clamp = (n: number, min: number, max: number) => Math.max(min, Math.min(max, n));

const readNumber: Read<number> = (v) => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : new Fault('must be finite');
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return new Fault('must be numeric');
};
const TRUE = new Set<unknown>([true, 1, 'Y', 'y', 'true', '1']);
const FALSE = new Set<unknown>([false, 0, 'N', 'n', 'false', '0']);
const readFlag: Read<boolean> = (v) => (TRUE.has(v) ? true : FALSE.has(v) ? false : new Fault("must be a flag (true/false, 1/0, 'Y'/'N')"));
const readText: Read<string> = (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v : new Fault('must be text'));
const readRequiredText: Read<string> = (v) =>
  typeof v !== 'string' ? new Fault(v === undefined ? 'missing: text' : 'must be text') : v.trim() === '' ? new Fault('must not be empty') : v;

const readMediaUrl: Read<string> = (v) => {
  if (v === undefined) return new Fault('missing: an image or video URL');
  const fault = imageUrlFault(v);
  return fault === undefined ? (v as string).trim() : new Fault(fault);
};

const colourPattern = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/deg]+\)|transparent|currentcolor)$/i;
const readColour: Read<string> = (v) =>
  typeof v === 'string' && colourPattern.test(v.trim()) ? v.trim() : new Fault('must be a CSS colour (#hex, rgb[a] or hsl[a])');

const sizePattern = /^\s*\d+(\.\d+)?\s*(px)?\s*$/i;
const readFontSize: Read<number> = (v) => {
  if (typeof v === 'number' && Number.isFinite(v)) return clamp(v, 8, 160);
  if (typeof v === 'string' && sizePattern.test(v)) return clamp(Number.parseFloat(v), 8, 160);
  return new Fault('must be a size in px');
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const str = (description: string) => ({ type: 'string', description });
const num = (description: string) => ({ type: ['number', 'string'], description });
const readClamped = (min: number, max: number, integer = false): Read<number> => (v) => {
  const n = readNumber(v);
  return n instanceof Fault ? n : clamp(integer ? Math.round(n) : n, min, max);
};

/** An image (or video) URL by the one image-URL rule (../image-url.ts). */
export const mediaUrl = scalar(readMediaUrl, str(`image or video URL: ${IMAGE_URL_EXPECTED}`));
/** An optional image URL (undefined when not set). */
export const optionalMediaUrl = scalar(optionalRead(readMediaUrl), str(`optional image URL: ${IMAGE_URL_EXPECTED}`), false);

/** Text a block shows as its heading: must be there and not blank. */
export const requiredText = scalar(readRequiredText, str('non-empty text'));
/** Text a block may leave out ('' when not set). */
export const text = scalar(readText, str("text; null or missing reads as ''"), false);

/** An optional CSS colour (#hex, rgb[a], hsl[a], transparent); undefined when not set. */
export const colour = scalar(optionalRead(readColour), str("CSS colour (#hex, rgb[a], hsl[a]); '' or null = not set"), false);

/** An optional font size in px (number, '16' or '16px'), clamped to 8..160; undefined when not set. */
export const fontSize = scalar(optionalRead(readFontSize), num("font size in px: 16, '16' or '16px'"), false);

/** A length in px (number or numeric string) clamped to 0..max, `fallback` when not set. */
export const pxLength = (max: number, fallback: number) => scalar(defaultRead(readClamped(0, max), fallback), num(`length in px, 0-${max}`), false);
/** An optional length in px (number or numeric string) clamped to 0..max; undefined when not set. */
export const optionalPxLength = (max: number) => scalar(optionalRead(readClamped(0, max)), num(`optional length in px, 0-${max}`), false);
/** A number clamped to min..max (rounded when `integer`), `fallback` when not set. */
export const bounded = (min: number, max: number, fallback: number, integer = false) =>
  scalar(defaultRead(readClamped(min, max, integer), fallback), num(`number ${min}-${max}, default ${fallback}`), false);
/** An optional number clamped to min..max; undefined when not set. */
export const optionalBounded = (min: number, max: number) => scalar(optionalRead(readClamped(min, max)), num(`optional number ${min}-${max}`), false);
/** A number or numeric string, `fallback` when not set. */
export const numberOr = (fallback: number) => scalar(defaultRead(readNumber, fallback), num(`number, default ${fallback}`), false);

/** An integer choice among `values` (number or numeric string), `fallback` when not set. */
export function choice<const T extends readonly [number, ...number[]]>(values: T, fallback: T[number], message: string) {
  const read: Read<T[number]> = (v) => {
    const n = readNumber(v);
    return !(n instanceof Fault) && values.includes(n) ? (n as T[number]) : new Fault(message);
  };
  return scalar(defaultRead(read, fallback), { enum: [...values, ...values.map(String)], description: `${message}; default ${fallback}` }, false);
}

/** textAlign of the spec: 1 left, 2 centre, 3 right; `fallback` when not set. */
export const textAlign = (fallback: 1 | 2 | 3) => choice([1, 2, 3], fallback, 'must be 1 (left), 2 (centre) or 3 (right)');

/**
 * The optional link object. Only its shape (an object) is checked here: resolveLink reads every field
 * tolerantly and is the one gate for where a link may go, so checking each field twice would only cost time.
 */
export const link = scalar(
  optionalRead((v) => (isObject(v) ? v : new Fault('must be a link object'))),
  { type: 'object', description: 'CMS link { linkType, val, locale, type, onlineId, linkSpuId, vc, code, id }, read by resolveLink' },
  false,
);
/** An optional flag (true/false, 1/0, 'Y'/'N') defaulting to `fallback`. */
export const flag = (fallback: boolean) => scalar(defaultRead(readFlag, fallback), { description: `flag: true/false, 1/0, 'Y'/'N'; default ${fallback}` }, false);
/** An optional price (number or numeric string); undefined when not set. */
export const price = scalar(optionalRead(readNumber), num('price'), false);
/** A product id as the backend sends it (number or string), read as a non-empty string. */
export const spuId = scalar(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' && v.trim() !== '' ? v : new Fault(v === undefined ? 'missing: a product id' : 'must be a product id')),
  num('product id'),
);

/** The optional style config every block carries (null or missing = undefined). */
export const styleConfig = z.pipe(z.optional(z.nullable(styleConfigSchema)), z.transform((v) => v ?? undefined));

/** A heading or line of a tile: its text, font size (px) and colour. */
export const styledText = record({ text, size: fontSize, color: colour });

/** A tile button: label, link, and its text, border and fill colours. */
export const tileButton = record({
  name: requiredText,
  link,
  textColor: colour,
  borderColor: colour,
  fillColor: colour,
});

/**
 * The image-and-text tile: picture, its location (3 = picture after the text, i.e.
 * reversed), text alignment, text background, title and subtitle, buttons.
 */
export const tileShape = {
  pic: mediaUrl,
  mobilePic: optionalMediaUrl,
  alt: text,
  picLocation: numberOr(1),
  textAlign: textAlign(1),
  textBackground: colour,
  title: orDefault(styledText, { text: '', size: undefined, color: undefined }),
  subTitle: orDefault(styledText, { text: '', size: undefined, color: undefined }),
  buttons: optionalList(tileButton),
};
/** The image-and-text tile as a record of its own (FixedSize03 holds several). */
export const tile = record(tileShape);
/** One image-and-text tile. */
export type Tile = z.infer<typeof tile>;

/** A product card: spu id, image, name, series, price and link (goods, products, brandSpecialProducts). */
export const productCard = record({
  spuId,
  image: mediaUrl,
  name: requiredText,
  series: text,
  price,
  link,
});
/** One product card. */
export type ProductCard = z.infer<typeof productCard>;
