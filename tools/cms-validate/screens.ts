import type { ContentScreen } from '../../schemas/site-constants';
import { CONTACT_MODEL } from '../../schemas/cms/contact';
import type { ApiClient } from '../../src/api/client';
import { fetchPageConfig, fetchPageContents, fetchReadableContentByModelId, fetchScreenContents } from '../../src/api/cms';
import { endpoints } from '../../src/api/endpoints';
import { fetchFooterInfo, fetchFooterNav } from '../../src/api/footer';
import { fetchHeaderNav, resolveNavPopover } from '../../src/api/navigation';
import { fetchProductDetail } from '../../src/api/product';
import { fetchShortLink } from '../../src/api/short-link';
import { fetchSiteSettings } from '../../src/api/site-settings';
import { fetchStoreByCode } from '../../src/api/store';
import { checkContact, checkFooterInfo, checkFooterNav, checkHeaderNav, checkSiteSettings } from './checks/models';
import type { BodyCheck } from './checks/result';
import { checkContentsByModel, checkModelContent, checkNavPopover, checkPageConfig, checkPageContents, checkProduct, checkReadableContent, checkShortLink, checkStore } from './checks/responses';

/** How the site gets one kind of content, and how the CLI judges the answer. */
export interface ContentKind {
  /** The site's own call function (src/api), so the CLI sends exactly the site's request. */
  call: (client: ApiClient, id: string) => Promise<unknown>;
  /** The endpoint that call reaches; fixture files of that endpoint get this check. */
  endpoint: string;
  check: BodyCheck;
}

/** Page content by page id, with the token (contact, gifting, brand story). */
const page = (check: BodyCheck = checkPageContents()): ContentKind => ({ call: fetchPageContents, endpoint: endpoints.regionContents.path, check });
/** A content screen's list, as the site loads it: without the token, on the trailing-slash path. */
const screen = (check: BodyCheck = checkPageContents()): ContentKind => ({ call: fetchScreenContents, endpoint: endpoints.screenContents.path, check });

/**
 * THE table: every screen whose content id is a build setting (VITE_CONTENT_ID_<SCREEN>), with the call the
 * site makes for it and the contract its answer must meet. Its keys are exactly the screens of schemas/build-settings.ts (the type says so).
 */
export const SCREENS = {
  HOME: screen(),
  PRODUCT_VERIFICATION: screen(),
  GIFTS: page(),
  CAREER: screen(),
  JOBS: screen(),
  CONTACT_US: page(checkPageContents({ [CONTACT_MODEL]: checkContact })),
  MEMBER: screen(),
  NEWS_LIST: screen(),
  MAIN_SERIES: screen(),
  BRAND_STORY: page(),
  OUR_HISTORY: screen(),
  WORKMANSHIP: screen(),
  ANNUAL_PLATE: screen(),
  COLLECTIONS: screen(),
  QUESTIONS: screen(),
  LATEST_NEWS: screen(),
  ABOUT_US: screen(),
  TRIAL: screen(),
  COLLECTION_DIALOG: screen(),
  STORE_LIST: screen(),
  HEADER_NAV: { call: fetchHeaderNav, endpoint: endpoints.readableContent.path, check: checkReadableContent(checkHeaderNav) },
  FOOTER_NAV: { call: fetchFooterNav, endpoint: endpoints.readableContent.path, check: checkReadableContent(checkFooterNav) },
  SITE_SETTINGS: { call: fetchSiteSettings, endpoint: endpoints.readableContent.path, check: checkReadableContent(checkSiteSettings) },
  FOOTER_INFO: { call: fetchFooterInfo, endpoint: endpoints.modelContentDetail.path, check: checkModelContent(checkFooterInfo) },
  FIND_US: screen(),
  FLAGSHIP_STORES: screen(),
  FLORA_DANICA: screen(),
  COOKIE: screen(),
  CS: screen(),
  CERTIFICATION: screen(),
  ABOUT_IITTALA: screen(),
  PRODUCT_STORY: screen(),
  CUSTOMISED: screen(),
  GIFT_WRAP: screen(),
  DAMAGED_AND_REPLACED: screen(),
  PRODUCT_MAINTENANCE: screen(),
  FAQ: screen(),
} satisfies Record<ContentScreen, ContentKind>;

/** A screen of the table. */
export type Screen = keyof typeof SCREENS;
/** Every screen of the table, in order. */
export const SCREEN_NAMES = Object.keys(SCREENS) as Screen[];
/** True for a screen name of the table. */
export const isScreen = (name: string): name is Screen => Object.hasOwn(SCREENS, name);

/** Content that is not a screen of its own: page configs, products, nav popovers, stores, short links, a model's contents, a content id of unknown use. */
export const OTHER_KINDS = {
  pageConfig: { call: fetchPageConfig, endpoint: endpoints.previewPage.path, check: checkPageConfig },
  product: { call: fetchProductDetail, endpoint: endpoints.productDetail.path, check: checkProduct },
  navPopover: { call: resolveNavPopover, endpoint: endpoints.modelContentDetail.path, check: checkNavPopover },
  store: { call: fetchStoreByCode, endpoint: endpoints.storeByCode.path, check: checkStore },
  shortLink: { call: fetchShortLink, endpoint: endpoints.shortLink.path, check: checkShortLink },
  contentsByModel: { call: fetchReadableContentByModelId, endpoint: endpoints.readableContentByModel.path, check: checkContentsByModel },
  /** A content id that is not in the build settings: checked as a content page. */
  contentPage: page(),
} satisfies Record<string, ContentKind>;
