import * as z from 'zod/mini';
import { envelope, idLike, numberLike, optionalText } from '../common';

// ASSUMED throughout: the spec shows neither request nor response of keywordList and searchFilter; the
// shapes follow this backend family (envelope, paged {list, total, pageNum, pageSize}) and the product fields it shows.

/** A product as a listing shows it: picture, series, name, price. */
export const listedProductSchema = z.looseObject({
  productId: idLike,
  productName: z.string(),
  brandSeriesName: optionalText,
  i18nBrandSeriesName: z.optional(z.nullable(z.looseObject({ en: z.optional(z.nullable(z.string())) }))),
  majorImageUrl: optionalText, // image URL
  salePrice: z.optional(z.nullable(numberLike)),
});
/** A listed product. */
export type ListedProduct = z.infer<typeof listedProductSchema>;

/** keywordList: one page of products for a category or a keyword, filtered and sorted. */
export const productPageResponseSchema = envelope(
  z.nullish(
    z.looseObject({
      list: z._default(z.array(listedProductSchema), []),
      total: z._default(numberLike, 0),
      pageNum: z._default(numberLike, 1),
      pageSize: z._default(numberLike, 12),
    }),
  ),
);
/** One page of listed products. */
export type ProductPage = NonNullable<z.infer<typeof productPageResponseSchema>['data']>;

const filterOptionSchema = z.looseObject({ value: idLike, label: z.string(), count: z.optional(z.nullable(numberLike)) });

/** searchFilter: the filters (with their options) and the sort orders the backend offers for a listing. */
export const searchFilterResponseSchema = envelope(
  z.nullish(
    z.looseObject({
      filters: z._default(z.array(z.looseObject({ filterCode: z.string(), filterName: z.string(), options: z._default(z.array(filterOptionSchema), []) })), []),
      sorts: z._default(z.array(z.looseObject({ sortCode: z.string(), sortName: z.string() })), []),
    }),
  ),
);
/** The filters and sorts of a listing. */
export type SearchFilter = NonNullable<z.infer<typeof searchFilterResponseSchema>['data']>;

/** The query of a listing, sent in queryParam of both calls. */
export interface ListingQuery {
  virtualCategoryCode?: string;
  keyword?: string;
  /** filterCode -> chosen option values. */
  filters: Record<string, string[]>;
  sort?: string;
}
