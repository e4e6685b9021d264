import type * as z from 'zod/mini';
import { pageConfigDataSchema, pageConfigResponseSchema, pageContentsResponseSchema, readableContentResponseSchema } from './cms/page';
import { productDetailResponseSchema } from './api/product';

/** Every contract by name: the fixture tests, the validator CLI and `cms-validate schema` iterate it. */
export const catalogue = {
  'cms.pageContents': pageContentsResponseSchema,
  'cms.readableContent': readableContentResponseSchema,
  'cms.pageConfig': pageConfigResponseSchema,
  'cms.pageConfigData': pageConfigDataSchema,
  'api.productDetail': productDetailResponseSchema,
} satisfies Record<string, z.ZodMiniType>;

/** The name of one contract in the catalogue. */
export type ContractName = keyof typeof catalogue;
