import type * as z from 'zod/mini';
import { pageConfigDataSchema, pageConfigResponseSchema, pageContentsResponseSchema, readableContentByModelResponseSchema, readableContentResponseSchema } from './cms/page';
import { productDetailResponseSchema } from './api/product';
import { blockContracts } from './cms/blocks';
import { componentConfigResponseSchema } from './cms/component-config';
import { contactContentsSchema } from './cms/contact';
import { footerContentsSchema } from './cms/footer';
import { footerInfoResponseSchema } from './cms/footer-info';
import { modelContentResponseSchema, navContentsSchema, navPopoverResponseSchema } from './cms/navigation';
import { siteSettingsContentsSchema } from './cms/site-settings';
import { storeListResponseSchema, storeResponseSchema } from './api/store';
import { applyResponseSchema, captchaResponseSchema, cityListResponseSchema, jobDetailResponseSchema, jobPageResponseSchema, jobStoreListResponseSchema } from './api/recruit';
import { areaTreeResponseSchema } from './api/area';
import { verificationResponseSchema } from './api/verification';
import { clubAuthResponseSchema, clubCaptchaResponseSchema } from './api/club-auth';
import { activitiesResponseSchema } from './api/activity';
import { miniSchemeResponseSchema } from './api/mini';
import { newsCatalogsResponseSchema, newsDetailResponseSchema, newsPageResponseSchema } from './api/news';
import { shortLinkResponseSchema } from './api/short-link';
import { giftingMainContentsSchema } from './cms/gifting';
import { brandStoryCardSchema, titleImageLinkContentsSchema } from './cms/brand-story';
import { virtualCategoryListResponseSchema, virtualCategoryResponseSchema } from './api/category';
import { productPageResponseSchema, searchFilterResponseSchema } from './api/listing';
import { autocompleteResponseSchema, searchWordsResponseSchema } from './api/search';
import { cmsSearchResponseSchema } from './api/cms-search';

/** Every contract by name: the fixture tests, the validator CLI and `cms-validate schema` iterate it. */
export const catalogue = {
  'cms.pageContents': pageContentsResponseSchema,
  'cms.readableContent': readableContentResponseSchema,
  'cms.readableContentByModel': readableContentByModelResponseSchema,
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
  'api.jobPage': jobPageResponseSchema,
  'api.jobDetail': jobDetailResponseSchema,
  'api.cityList': cityListResponseSchema,
  'api.jobStoreList': jobStoreListResponseSchema,
  'api.captcha': captchaResponseSchema,
  'api.apply': applyResponseSchema,
  'api.areaTree': areaTreeResponseSchema,
  'api.newsCatalogs': newsCatalogsResponseSchema,
  'api.newsPage': newsPageResponseSchema,
  'api.newsDetail': newsDetailResponseSchema,
  'api.verification': verificationResponseSchema,
  'api.clubCaptcha': clubCaptchaResponseSchema,
  'api.clubAuth': clubAuthResponseSchema,
  'api.activities': activitiesResponseSchema,
  'api.miniScheme': miniSchemeResponseSchema,
  'api.shortLink': shortLinkResponseSchema,
  'cms.titleImageLinkContents': titleImageLinkContentsSchema,
  'cms.brandStoryCard': brandStoryCardSchema,
  'cms.giftingMainContents': giftingMainContentsSchema,
  'api.virtualCategoryList': virtualCategoryListResponseSchema,
  'api.virtualCategory': virtualCategoryResponseSchema,
  'api.productPage': productPageResponseSchema,
  'api.searchFilter': searchFilterResponseSchema,
  'api.searchWords': searchWordsResponseSchema,
  'api.autocomplete': autocompleteResponseSchema,
  'api.cmsSearch': cmsSearchResponseSchema,
} satisfies Record<string, z.ZodMiniType>;

/** The name of one contract in the catalogue. */
export type ContractName = keyof typeof catalogue;
