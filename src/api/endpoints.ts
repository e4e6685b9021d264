/** Every backend path the site calls, in one place. */
export const endpoints = {
  previewPage: '/ecommerce/biz/eccms/v1/page/previewPage',
  regionContents: '/ecommerce/biz/eccms/v1/page/queryRegionContents',
  /** The same contents without the token (content screens): the trailing slash is the backend's own path. */
  screenContents: '/ecommerce/biz/eccms/v1/page/queryRegionContents/',
  readableContent: '/ecommerce/biz/eccms/v1/content/queryReadableContent',
  productDetail: '/ecommerce/open/v1/product/fullProductDetail',
  modelContentDetail: '/ecommerce/biz/eccms/v1/content/queryModelContentDetail',
  storeByCode: '/ecommerce/open/v1/store/getStoreByStoreCode',
  storesByCoordinate: '/ecommerce/open/v1/store/getStoreByCoordinateProvince',
  jobPage: '/ecommerce/open/v1/recruitJob/getJobPageList',
  jobDetail: '/ecommerce/open/v1/recruitJob/getJobDetail',
  jobCities: '/ecommerce/open/v1/recruitJob/getCityAreaList',
  /** Stores by city for jobs: the spec names the call, not its path (ASSUMED in the recruitment family). */
  jobStores: '/ecommerce/open/v1/recruitJob/getStoreListByCity',
  jobCaptcha: '/ecommerce/open/v1/recruitJob/getCaptchaImage',
  jobCheck: '/ecommerce/open/v1/recruitJob/checkJobEffectApply',
  jobApply: '/ecommerce/open/v1/recruitJob/applyJob',
  areaTree: '/ecommerce/open/v1/area/getTreeByLevelId',
  newsCatalogs: '/ecommerce/open/v1/cms/info/getCatalogList',
  newsPage: '/ecommerce/biz/eccms/v1/information/getPageList',
  newsDetail: '/ecommerce/open/v1/cms/info/getDetail',
  securityCode: '/ecommerce/open/v1/securityCode/query',
  clubCaptcha: '/ecommerce/v1/taylormade/clubAuth/captcha',
  clubAuth: '/ecommerce/v1/taylormade/clubAuth/authentication',
  activities: '/ecommerce/v1/activity/getAll',
  miniScheme: '/ecommerce/v1/mini/generateSchemeByParam',
  /** ASSUMED path (see schemas/api/short-link.ts): resolves a /s/{code} short code to a CMS link object. */
  shortLink: '/ecommerce/open/v1/shortLink/getByCode',
} as const;
