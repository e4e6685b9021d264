import type * as z from 'zod/mini';
import type { SuccessRule } from '../../schemas/success-rule';

/** The backend's path prefixes: every endpoint's path starts with one; the render server and nginx forward them. */
export const API_PREFIXES = ['/ecommerce/', '/productSearch/'] as const;

/** What an answer's schema reads at least: the envelope's success flag (and its code and message where it has them). */
export type AnswerSchema = z.ZodMiniType<{ success: boolean; errorCode?: string | null; errorMessage?: string | null }>;

/**
 * One backend call: its path and method, whether it carries the access token (spec section 6), the schema of its
 * answer and the success rule it passes. The schema comes with the first call of it (each schema module stays in its
 * own chunk, beside the page that needs it, rather than all of them in this table's).
 */
export interface Endpoint<S extends AnswerSchema = AnswerSchema> {
  path: string;
  method: 'GET' | 'POST';
  token: boolean;
  success: SuccessRule;
  schema: () => Promise<S>;
}

/** One row, its schema's type kept (the call function answers typed by it). */
const row = <S extends AnswerSchema>(endpoint: Endpoint<S>): Readonly<Endpoint<S>> => endpoint;

const page = () => import('../../schemas/cms/page');
const recruit = () => import('../../schemas/api/recruit');
const news = () => import('../../schemas/api/news');

/**
 * Every backend call the site makes, in one place: adding a call is one row here and a thin function beside it.
 * The token (spec section 6): with it, product detail, product listing, search filter, store, area, activity,
 * mini-program link, the club's captcha and club authentication, and the page content by pageId (section 7);
 * without it, CMS page and content calls, recruitment (its captcha too), news, search config and suggestions.
 */
export const endpoints = {
  // CMS pages and content (no token, but the page content by pageId).
  /** Sent raw (sendEndpoint): readPageConfig, the CLI's verdict too, reads the body with this schema and rule. */
  previewPage: row({ method: 'GET', path: '/ecommerce/biz/eccms/v1/page/previewPage', token: false, success: 'success-and-code', schema: () => page().then((m) => m.pageConfigResponseSchema) }),
  regionContents: row({ method: 'GET', path: '/ecommerce/biz/eccms/v1/page/queryRegionContents', token: true, success: 'success', schema: () => page().then((m) => m.pageContentsResponseSchema) }),
  /** The same contents without the token (content screens): the trailing slash is the backend's own path. */
  screenContents: row({ method: 'GET', path: '/ecommerce/biz/eccms/v1/page/queryRegionContents/', token: false, success: 'success', schema: () => page().then((m) => m.pageContentsResponseSchema) }),
  readableContent: row({ method: 'GET', path: '/ecommerce/biz/eccms/v1/content/queryReadableContent', token: false, success: 'success-and-code', schema: () => page().then((m) => m.readableContentResponseSchema) }),
  readableContentByModel: row({ method: 'GET', path: '/ecommerce/biz/eccms/v1/content/queryReadableContentByModelId', token: false, success: 'success', schema: () => page().then((m) => m.readableContentByModelResponseSchema) }),
  /** Footer info and nav popovers alike: data is one object with JSON contents, each read by its caller. */
  modelContentDetail: row({ method: 'GET', path: '/ecommerce/biz/eccms/v1/content/queryModelContentDetail', token: false, success: 'success-and-code', schema: () => import('../../schemas/cms/navigation').then((m) => m.modelContentResponseSchema) }),
  // Catalogue: product detail, listing and filters with the token; the category tree without (ASSUMED: noAuth paths).
  productDetail: row({ method: 'GET', path: '/ecommerce/open/v1/product/fullProductDetail', token: true, success: 'success-and-code', schema: () => import('../../schemas/api/product').then((m) => m.productDetailResponseSchema) }),
  virtualCategoryList: row({ method: 'POST', path: '/productSearch/mall/front/noAuth/v1/product/getVirtualCategoryList', token: false, success: 'success', schema: () => import('../../schemas/api/category').then((m) => m.virtualCategoryListResponseSchema) }),
  virtualCategoryByCode: row({ method: 'POST', path: '/productSearch/mall/front/noAuth/v1/product/getVirtualCategoryByCode', token: false, success: 'success', schema: () => import('../../schemas/api/category').then((m) => m.virtualCategoryResponseSchema) }),
  productKeywordList: row({ method: 'POST', path: '/productSearch/mall/front/noAuth/v1/product/keywordList', token: true, success: 'success', schema: () => import('../../schemas/api/listing').then((m) => m.productPageResponseSchema) }),
  productSearchFilter: row({ method: 'POST', path: '/productSearch/mall/front/noAuth/v1/product/searchFilter', token: true, success: 'success', schema: () => import('../../schemas/api/listing').then((m) => m.searchFilterResponseSchema) }),
  // Search config and suggestions (no token); the CMS search with them (ASSUMED).
  searchWords: row({ method: 'GET', path: '/ecommerce/v1/searchWord/findSearchWord', token: false, success: 'success', schema: () => import('../../schemas/api/search').then((m) => m.searchWordsResponseSchema) }),
  /** Its answer has no errorCode: success alone decides. */
  autocomplete: row({ method: 'GET', path: '/productSearch/mall/front/noAuth/v1/product/autocomplete', token: false, success: 'success', schema: () => import('../../schemas/api/search').then((m) => m.autocompleteResponseSchema) }),
  cmsSearch: row({ method: 'POST', path: '/productSearch/cms/front/noAuth/v1/content/searchCmsInfoList', token: false, success: 'success', schema: () => import('../../schemas/api/cms-search').then((m) => m.cmsSearchResponseSchema) }),
  // Stores and areas (token).
  storeByCode: row({ method: 'GET', path: '/ecommerce/open/v1/store/getStoreByStoreCode', token: true, success: 'success', schema: () => import('../../schemas/api/store').then((m) => m.storeResponseSchema) }),
  storesByCoordinate: row({ method: 'POST', path: '/ecommerce/open/v1/store/getStoreByCoordinateProvince', token: true, success: 'success', schema: () => import('../../schemas/api/store').then((m) => m.storeListResponseSchema) }),
  areaTree: row({ method: 'POST', path: '/ecommerce/open/v1/area/getTreeByLevelId', token: true, success: 'success', schema: () => import('../../schemas/api/area').then((m) => m.areaTreeResponseSchema) }),
  // Recruitment (no token, its captcha included).
  jobPage: row({ method: 'POST', path: '/ecommerce/open/v1/recruitJob/getJobPageList', token: false, success: 'success', schema: () => recruit().then((m) => m.jobPageResponseSchema) }),
  jobDetail: row({ method: 'GET', path: '/ecommerce/open/v1/recruitJob/getJobDetail', token: false, success: 'success', schema: () => recruit().then((m) => m.jobDetailResponseSchema) }),
  jobCities: row({ method: 'GET', path: '/ecommerce/open/v1/recruitJob/getCityAreaList', token: false, success: 'success', schema: () => recruit().then((m) => m.cityListResponseSchema) }),
  /** Stores by city for jobs: the spec names the call, not its path (ASSUMED in the recruitment family). */
  jobStores: row({ method: 'POST', path: '/ecommerce/open/v1/recruitJob/getStoreListByCity', token: false, success: 'success', schema: () => recruit().then((m) => m.jobStoreListResponseSchema) }),
  jobCaptcha: row({ method: 'GET', path: '/ecommerce/open/v1/recruitJob/getCaptchaImage', token: false, success: 'success', schema: () => recruit().then((m) => m.captchaResponseSchema) }),
  jobCheck: row({ method: 'POST', path: '/ecommerce/open/v1/recruitJob/checkJobEffectApply', token: false, success: 'success', schema: () => recruit().then((m) => m.applyResponseSchema) }),
  jobApply: row({ method: 'POST', path: '/ecommerce/open/v1/recruitJob/applyJob', token: false, success: 'success', schema: () => recruit().then((m) => m.applyResponseSchema) }),
  // News (no token).
  newsCatalogs: row({ method: 'GET', path: '/ecommerce/open/v1/cms/info/getCatalogList', token: false, success: 'success', schema: () => news().then((m) => m.newsCatalogsResponseSchema) }),
  newsPage: row({ method: 'POST', path: '/ecommerce/biz/eccms/v1/information/getPageList', token: false, success: 'success', schema: () => news().then((m) => m.newsPageResponseSchema) }),
  newsDetail: row({ method: 'GET', path: '/ecommerce/open/v1/cms/info/getDetail', token: false, success: 'success', schema: () => news().then((m) => m.newsDetailResponseSchema) }),
  // The member's calls: security code without the token (section 7), the club's and the activities' with it.
  securityCode: row({ method: 'GET', path: '/ecommerce/open/v1/securityCode/query', token: false, success: 'success', schema: () => import('../../schemas/api/verification').then((m) => m.verificationResponseSchema) }),
  clubCaptcha: row({ method: 'GET', path: '/ecommerce/v1/taylormade/clubAuth/captcha', token: true, success: 'success', schema: () => import('../../schemas/api/club-auth').then((m) => m.clubCaptchaResponseSchema) }),
  clubAuth: row({ method: 'POST', path: '/ecommerce/v1/taylormade/clubAuth/authentication', token: true, success: 'success', schema: () => import('../../schemas/api/club-auth').then((m) => m.clubAuthResponseSchema) }),
  activities: row({ method: 'POST', path: '/ecommerce/v1/activity/getAll', token: true, success: 'success', schema: () => import('../../schemas/api/activity').then((m) => m.activitiesResponseSchema) }),
  miniScheme: row({ method: 'POST', path: '/ecommerce/v1/mini/generateSchemeByParam', token: true, success: 'success', schema: () => import('../../schemas/api/mini').then((m) => m.miniSchemeResponseSchema) }),
  /** ASSUMED path (see schemas/api/short-link.ts): resolves a /s/{code} short code to a CMS link object (no token: anyone opens one). */
  shortLink: row({ method: 'GET', path: '/ecommerce/open/v1/shortLink/getByCode', token: false, success: 'success', schema: () => import('../../schemas/api/short-link').then((m) => m.shortLinkResponseSchema) }),
};

/** The name of one backend call. */
export type EndpointName = keyof typeof endpoints;
/** The parsed answer of one call, as its row's schema reads it. */
export type AnswerOf<N extends EndpointName> = z.output<Awaited<ReturnType<(typeof endpoints)[N]['schema']>>>;
