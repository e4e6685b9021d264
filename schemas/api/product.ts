import * as z from 'zod/mini';
import { envelope, idLike, numberLike, optionalText } from '../common';
import { cmsListSchema } from '../cms/page';

const mediaSchema = z.looseObject({
  url: z.string(),
  mediaType: z.optional(z.nullable(z.union([z.string(), z.number()]))),
});

/** attrGroupDictCode: 1 features, 2 specifications, 3 extra label/value pairs. */
const spuAttrSchema = z.looseObject({
  attrName: z.string(),
  value: optionalText,
  attrGroupDictCode: z.optional(z.nullable(idLike)),
});

const skuSchema = z.looseObject({
  skuShelfInfoVo: z.optional(z.nullable(z.looseObject({ salePrice: z.optional(z.nullable(numberLike)) }))),
});

/** The product detail shown on /pdp/{slug}. */
export const productDetailSchema = z.looseObject({
  productId: idLike,
  productName: z.string(),
  brandSeriesName: optionalText,
  i18nBrandSeriesName: z.optional(z.nullable(z.looseObject({ en: z.optional(z.nullable(z.string())) }))),
  descText: optionalText,
  mediaMajor: z.optional(z.nullable(z.looseObject({ url: z.string() }))),
  mediaList: z._default(z.array(mediaSchema), []),
  spuAttrList: z._default(z.array(spuAttrSchema), []),
  skuAttrAndOptionList: z._default(z.array(z.looseObject({ attrName: z.string() })), []),
  skuList: z._default(z.array(skuSchema), []),
  virtualCategoryList: z._default(z.array(z.looseObject({ code: idLike, name: z.string() })), []),
});
/** A product's detail. */
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** A sibling variant shown in the variant selector. */
export const groupProductSchema = z.looseObject({
  productId: idLike,
  displayName: z.string(),
  imageUrl: optionalText,
});

/** fullProductDetail data; productDetail may be missing on a "successful" answer. */
export const productDetailDataSchema = z.looseObject({
  productDetail: z.optional(z.nullable(productDetailSchema)),
  groupProducts: z._default(z.array(groupProductSchema), []),
  pageModelContents: z._default(cmsListSchema, []),
});
/** fullProductDetail data. */
export type ProductDetailData = z.infer<typeof productDetailDataSchema>;

/** fullProductDetail response. */
export const productDetailResponseSchema = envelope(z.optional(z.nullable(productDetailDataSchema)));
