/** Every backend path of spec point 7, in one place. */
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
  /** ASSUMED path (see schemas/api/short-link.ts): resolves a /s/{code} short code to a CMS link object. */
  shortLink: '/ecommerce/open/v1/shortLink/getByCode',
} as const;
