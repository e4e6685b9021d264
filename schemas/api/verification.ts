import * as z from 'zod/mini';
import { envelope, numberLike, optionalText } from '../common';

/** The product a genuine code belongs to. */
export const verifiedProductSchema = z.looseObject({
  productName: z.string().check(z.minLength(1, 'must be a non-empty name')),
  seriesName: optionalText,
  skuCode: optionalText,
  imageUrl: optionalText, // image URL
  productionDate: optionalText,
});
/** The product a genuine code belongs to. */
export type VerifiedProduct = z.infer<typeof verifiedProductSchema>;

/** The query's answer: the status, when the code was first checked and how often, and the product when genuine. */
export const verificationSchema = z.looseObject({
  queryStatus: z.pipe(numberLike, z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])),
  firstQueryTime: z.optional(z.nullable(z.union([numberLike, z.string()]))),
  queryCount: z.optional(z.nullable(numberLike)),
  product: z.optional(z.nullable(verifiedProductSchema)),
});
/** What a security-code query found. */
export type Verification = z.infer<typeof verificationSchema>;

/** GET securityCode/query: the verification as data. */
export const verificationResponseSchema = envelope(verificationSchema);
