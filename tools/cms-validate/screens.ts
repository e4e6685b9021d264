import { CONTACT_MODEL } from '../../schemas/cms/contact';
import type { ApiClient } from '../../src/api/client';
import { fetchPageConfig, fetchPageContents } from '../../src/api/cms';
import { endpoints } from '../../src/api/endpoints';
import { fetchFooterInfo, fetchFooterNav, fetchHeaderNav, resolveNavPopover } from '../../src/api/navigation';
import { fetchProductDetail } from '../../src/api/product';
import { fetchSiteSettings } from '../../src/api/site-settings';
import { fetchStoreByCode } from '../../src/api/store';
import { checkContact, checkFooterInfo, checkFooterNav, checkHeaderNav, checkSiteSettings } from './checks/models';
import type { BodyCheck } from './checks/result';
import { checkModelContent, checkNavPopover, checkPageConfig, checkPageContents, checkProduct, checkReadableContent, checkStore } from './checks/responses';

/** How the site gets one kind of content, and how the CLI judges the answer. */
export interface ContentKind {
  /** The site's own call function (src/api), so the CLI sends exactly the site's request. */
  call: (client: ApiClient, id: string) => Promise<unknown>;
  /** The endpoint that call reaches; fixture files of that endpoint get this check. */
  endpoint: string;
  check: BodyCheck;
}

const page = (check: BodyCheck = checkPageContents()): ContentKind => ({ call: fetchPageContents, endpoint: endpoints.regionContents, check });

/**
 * THE table: every screen whose content id is a build setting (VITE_CONTENT_ID_<SCREEN>), with the call the
 * site makes for it and the contract its answer must meet. A test keeps it in step with src/config/env-schema.ts.
 */
export const SCREENS = {
  HOME: page(),
  PRODUCT_VERIFICATION: page(),
  GIFTS: page(),
  CAREER: page(),
  JOBS: page(),
  CONTACT_US: page(checkPageContents({ [CONTACT_MODEL]: checkContact })),
  MEMBER: page(),
  NEWS_LIST: page(),
  MAIN_SERIES: page(),
  BRAND_STORY: page(),
  OUR_HISTORY: page(),
  WORKMANSHIP: page(),
  ANNUAL_PLATE: page(),
  COLLECTIONS: page(),
  QUESTIONS: page(),
  LATEST_NEWS: page(),
  ABOUT_US: page(),
  TRIAL: page(),
  COLLECTION_DIALOG: page(),
  STORE_LIST: page(),
  HEADER_NAV: { call: fetchHeaderNav, endpoint: endpoints.readableContent, check: checkReadableContent(checkHeaderNav) },
  FOOTER_NAV: { call: fetchFooterNav, endpoint: endpoints.readableContent, check: checkReadableContent(checkFooterNav) },
  SITE_SETTINGS: { call: fetchSiteSettings, endpoint: endpoints.readableContent, check: checkReadableContent(checkSiteSettings) },
  FOOTER_INFO: { call: fetchFooterInfo, endpoint: endpoints.modelContentDetail, check: checkModelContent(checkFooterInfo) },
  FIND_US: page(),
  FLAGSHIP_STORES: page(),
  FLORA_DANICA: page(),
  COOKIE: page(),
  CS: page(),
  CERTIFICATION: page(),
  ABOUT_IITTALA: page(),
  PRODUCT_STORY: page(),
  CUSTOMISED: page(),
  GIFT_WRAP: page(),
  DAMAGED_AND_REPLACED: page(),
  PRODUCT_MAINTENANCE: page(),
  FAQ: page(),
} satisfies Record<string, ContentKind>;

/** A screen of the table. */
export type Screen = keyof typeof SCREENS;
/** Every screen of the table, in order. */
export const SCREEN_NAMES = Object.keys(SCREENS) as Screen[];
/** True for a screen name of the table. */
export const isScreen = (name: string): name is Screen => Object.hasOwn(SCREENS, name);

/** Content that is not a screen of its own: page configs, products, nav popovers, stores, a content id of unknown use. */
export const OTHER_KINDS = {
  pageConfig: { call: fetchPageConfig, endpoint: endpoints.previewPage, check: checkPageConfig },
  product: { call: fetchProductDetail, endpoint: endpoints.productDetail, check: checkProduct },
  navPopover: { call: resolveNavPopover, endpoint: endpoints.modelContentDetail, check: checkNavPopover },
  store: { call: fetchStoreByCode, endpoint: endpoints.storeByCode, check: checkStore },
  /** A content id that is not in the build settings: checked as a content page. */
  contentPage: page(),
} satisfies Record<string, ContentKind>;
