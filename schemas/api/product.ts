import * as z from 'zod/mini';
import { isImageUrl } from '../image-url';
import { optionalImageUrl } from '../image-url-fields';
import { envelope, idLike, numberLike, optionalText } from '../common';
import { cmsListSchema } from '../cms/page';

const mediaSchema = z.looseObject({
  url: z.string(),
  mediaType: z.optional(z.nullable(z.union([z.string(), z.number()]))),
});
/** Media entries whose URL the image rule refuses are left out: one bad picture costs only itself. */
const mediaList = z.pipe(z.array(mediaSchema), z.transform((list) => list.filter((m) => isImageUrl(m.url)).map((m) => ({ ...m, url: m.url.trim() }))));
const mediaMajor = z.pipe(
  z.optional(z.nullable(z.looseObject({ url: z.string() }))),
  z.transform((m) => (m && isImageUrl(m.url) ? { ...m, url: m.url.trim() } : null)),
);

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
  mediaMajor,
  mediaList: z._default(mediaList, []),
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
  imageUrl: optionalImageUrl,
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
