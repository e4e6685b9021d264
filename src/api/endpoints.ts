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
  virtualCategoryList: '/productSearch/mall/front/noAuth/v1/product/getVirtualCategoryList',
  virtualCategoryByCode: '/productSearch/mall/front/noAuth/v1/product/getVirtualCategoryByCode',
  productKeywordList: '/productSearch/mall/front/noAuth/v1/product/keywordList',
  productSearchFilter: '/productSearch/mall/front/noAuth/v1/product/searchFilter',
  searchWords: '/ecommerce/v1/searchWord/findSearchWord',
  autocomplete: '/productSearch/mall/front/noAuth/v1/product/autocomplete',
} as const;
