import * as z from 'zod/mini';
import { decodeJsonString } from './cms/read-entries';

// Tolerant readers: the backend sends ids, codes and flags as numbers or strings; normalise once here.

/** A string or a finite number, read as a string. */
export const idLike = z.pipe(
  z.union([z.string(), z.number().check(z.refine(Number.isFinite, 'must be finite'))]),
  z.transform((v) => String(v)),
);

/** A number or a numeric string, read as a number. */
export const numberLike = z.pipe(
  z.union([z.number(), z.string().check(z.refine((s) => s.trim() !== '' && Number.isFinite(Number(s)), 'must be numeric'))]),
  z.transform((v) => Number(v)),
);

/** true/false, 1/0, 'Y'/'N', 'true'/'false', '1'/'0', read as a boolean. */
export const boolLike = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['Y', 'N', 'y', 'n', 'true', 'false', '1', '0'])]),
  z.transform((v) => v === true || v === 1 || v === 'Y' || v === 'y' || v === 'true' || v === '1'),
);

/** A field the CMS may leave out, send as null, or send as an empty string. */
export const optionalText = z.pipe(
  z.nullish(z.string()),
  z.transform((v) => v ?? ''),
);

/**
 * A field that arrives as a JSON string (or, from some exports, already parsed): parse it, then check it
 * with `schema`. Issue paths point into the parsed value, so `contents.buttons[1].link` reads naturally.
 */
export function jsonString<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.transform((input: unknown, ctx) => {
      const decoded = decodeJsonString(input);
      if (decoded.ok) return decoded.value;
      ctx.issues.push({ code: 'custom', input, message: decoded.message });
      return z.NEVER;
    }),
    schema,
  );
}

/** The API envelope every backend call answers with; errorCode is read as a string ('0' = fine). */
export function envelope<T extends z.ZodMiniType>(data: T) {
  return z.looseObject({
    success: boolLike,
    errorCode: z._default(z.nullable(idLike), null),
    errorMessage: z._default(z.nullable(z.string()), null),
    data,
  });
}

/** A successful envelope whose data may be missing (the caller decides what missing data means). */
export function optionalDataEnvelope<T extends z.ZodMiniType>(data: T) {
  return envelope(z.optional(z.nullable(data)));
}

/** The CMS link object; resolveLink reads it tolerantly, so every field is optional here. */
export const linkSchema = z.looseObject({
  linkType: z.optional(z.nullable(idLike)),
  val: z.optional(z.nullable(z.string())),
  locale: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  type: z.optional(z.nullable(z.string())),
  onlineId: z.optional(z.nullable(idLike)),
  linkSpuId: z.optional(z.nullable(idLike)),
  vc: z.optional(z.nullable(idLike)),
  code: z.optional(z.nullable(idLike)),
  id: z.optional(z.nullable(idLike)),
});
/** A CMS link object. */
export type Link = z.infer<typeof linkSchema>;

const cssColour = z.string().check(
  z.refine((v) => /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|transparent)$/i.test(v.trim()), 'must be a CSS colour (#hex or rgb[a])'),
);
const px = z.pipe(numberLike, z.transform((n) => Math.max(0, Math.min(n, 400))));
const offset = z.pipe(numberLike, z.transform((n) => Math.max(-400, Math.min(n, 400))));
const box = z.looseObject({ top: z._default(px, 0), right: z._default(px, 0), bottom: z._default(px, 0), left: z._default(px, 0) });
const toggled = <T extends z.ZodMiniType>(shape: T) => z.optional(z.nullable(shape));

/**
 * The CMS style config: each part counts only when its use-flag is on. Assumed field names (the spec lists
 * the parts, not their keys): usePadding/padding, useMargin/margin, useBackground/backgroundColor,
 * useBorder/border, useRadius/radius, useShadow/shadow.
 */
export const styleConfigSchema = z.looseObject({
  usePadding: z._default(boolLike, false),
  padding: toggled(box),
  useMargin: z._default(boolLike, false),
  margin: toggled(box),
  useBackground: z._default(boolLike, false),
  backgroundColor: toggled(cssColour),
  useBorder: z._default(boolLike, false),
  border: toggled(
    z.looseObject({
      sides: z._default(z.array(z.enum(['top', 'right', 'bottom', 'left'])), ['top', 'right', 'bottom', 'left']),
      width: z._default(px, 1),
      style: z._default(z.enum(['solid', 'dashed', 'dotted', 'double']), 'solid'),
      color: z._default(cssColour, '#333333'),
    }),
  ),
  useRadius: z._default(boolLike, false),
  radius: toggled(px),
  useShadow: z._default(boolLike, false),
  shadow: toggled(
    z.looseObject({
      x: z._default(offset, 0),
      y: z._default(offset, 0),
      blur: z._default(px, 0),
      spread: z._default(offset, 0),
      color: z._default(cssColour, 'rgba(0,0,0,0.15)'),
      inset: z._default(boolLike, false),
    }),
  ),
});
/** A CMS style config. */
export type StyleConfig = z.infer<typeof styleConfigSchema>;
