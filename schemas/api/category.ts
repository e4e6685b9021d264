import * as z from 'zod/mini';
import { boolLike, envelope, numberLike, optionalText } from '../common';

/** A virtual category node; leafFlag may come as a boolean, 0/1 or 'Y'/'N' (tolerant reader). */
export interface VirtualCategory {
  virtualCategoryCode: string;
  virtualCategoryName: string;
  description: string;
  virtualBackgroundUrl: string;
  leafFlag?: boolean | null | undefined;
  productUrl: string;
  linkText: string;
  subList: VirtualCategory[];
}

/** One virtual category with its sub-categories (tree node and category fields). */
export const virtualCategorySchema: z.ZodMiniType<VirtualCategory> = z.object({
  virtualCategoryCode: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  virtualCategoryName: optionalText,
  description: optionalText,
  virtualBackgroundUrl: optionalText, // image URL
  leafFlag: z.optional(z.nullable(boolLike)),
  productUrl: optionalText, // image URL
  linkText: optionalText,
  get subList() {
    return z.pipe(z.nullish(z.array(virtualCategorySchema)), z.transform((v) => v ?? []));
  },
});

/** getVirtualCategoryList data. ASSUMED: the paged list shape of this backend family ({list, total, pageNum, pageSize}). */
export const virtualCategoryListResponseSchema = envelope(
  z.nullish(
    z.looseObject({
      list: z._default(z.array(virtualCategorySchema), []),
      total: z.optional(z.nullable(numberLike)),
    }),
  ),
);

/** getVirtualCategoryByCode: one category with its sub-categories. ASSUMED: data is the node itself. */
export const virtualCategoryResponseSchema = envelope(z.nullish(virtualCategorySchema));
