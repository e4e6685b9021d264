import type * as z from 'zod/mini';
import { pageConfigDataSchema, pageConfigResponseSchema, pageContentsResponseSchema, readableContentResponseSchema } from './cms/page';
import { productDetailResponseSchema } from './api/product';
import { blockContracts } from './cms/blocks';
import { componentConfigResponseSchema } from './cms/component-config';
import { contactContentsSchema } from './cms/contact';
import { footerContentsSchema } from './cms/footer';
import { footerInfoResponseSchema } from './cms/footer-info';
import { modelContentResponseSchema, navContentsSchema, navPopoverResponseSchema } from './cms/navigation';
import { siteSettingsContentsSchema } from './cms/site-settings';
import { storeListResponseSchema, storeResponseSchema } from './api/store';
import { virtualCategoryListResponseSchema, virtualCategoryResponseSchema } from './api/category';
import { productPageResponseSchema, searchFilterResponseSchema } from './api/listing';
import { autocompleteResponseSchema, searchWordsResponseSchema } from './api/search';

/** Every contract by name: the fixture tests, the validator CLI and `cms-validate schema` iterate it. */
export const catalogue = {
  'cms.pageContents': pageContentsResponseSchema,
  'cms.readableContent': readableContentResponseSchema,
  'cms.pageConfig': pageConfigResponseSchema,
  'cms.pageConfigData': pageConfigDataSchema,
  'api.productDetail': productDetailResponseSchema,
  'cms.componentConfig': componentConfigResponseSchema,
  ...blockContracts,
  'cms.modelContent': modelContentResponseSchema,
  'cms.navContents': navContentsSchema,
  'cms.navPopover': navPopoverResponseSchema,
  'cms.footerContents': footerContentsSchema,
  'cms.footerInfo': footerInfoResponseSchema,
  'cms.contactContents': contactContentsSchema,
  'cms.siteSettingsContents': siteSettingsContentsSchema,
  'api.store': storeResponseSchema,
  'api.storeList': storeListResponseSchema,
  'api.virtualCategoryList': virtualCategoryListResponseSchema,
  'api.virtualCategory': virtualCategoryResponseSchema,
  'api.productPage': productPageResponseSchema,
  'api.searchFilter': searchFilterResponseSchema,
  'api.searchWords': searchWordsResponseSchema,
  'api.autocomplete': autocompleteResponseSchema,
} satisfies Record<string, z.ZodMiniType>;

/** The name of one contract in the catalogue. */
export type ContractName = keyof typeof catalogue;
