// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { API_PREFIXES, endpoints } from '../../../src/api/endpoints';

const rows = Object.entries(endpoints);

/** The spec's section 7 table: method, path ('...' for the part it leaves out) and its token mark where it has one. */
const SECTION_7: { method: 'GET' | 'POST'; path: string; token?: boolean }[] = [
  { method: 'GET', path: '/ecommerce/biz/eccms/v1/page/previewPage', token: false },
  { method: 'GET', path: '/ecommerce/biz/eccms/v1/page/queryRegionContents/', token: false },
  { method: 'GET', path: '/ecommerce/biz/eccms/v1/page/queryRegionContents', token: true },
  { method: 'GET', path: '/ecommerce/biz/eccms/v1/content/queryReadableContentByModelId' },
  { method: 'GET', path: '/ecommerce/biz/eccms/v1/content/queryReadableContent', token: false },
  { method: 'GET', path: '/ecommerce/biz/eccms/v1/content/queryModelContentDetail', token: false },
  { method: 'GET', path: '/ecommerce/open/v1/product/fullProductDetail' },
  { method: 'GET', path: '/ecommerce/open/v1/securityCode/query', token: false },
  { method: 'GET', path: '/ecommerce/v1/taylormade/clubAuth/captcha' },
  { method: 'POST', path: '/ecommerce/v1/taylormade/clubAuth/authentication' },
  { method: 'POST', path: '/ecommerce/open/v1/recruitJob/getJobPageList', token: false },
  { method: 'GET', path: '/ecommerce/open/v1/recruitJob/getJobDetail' },
  { method: 'GET', path: '/ecommerce/open/v1/recruitJob/getCityAreaList' },
  { method: 'POST', path: '/ecommerce/open/v1/recruitJob/checkJobEffectApply' },
  { method: 'GET', path: '/ecommerce/open/v1/recruitJob/getCaptchaImage' },
  { method: 'POST', path: '/ecommerce/open/v1/recruitJob/applyJob' },
  { method: 'GET', path: '/ecommerce/v1/searchWord/findSearchWord' },
  { method: 'GET', path: '/productSearch/mall/front/noAuth/v1/product/autocomplete' },
  { method: 'GET', path: '/ecommerce/open/v1/cms/info/getCatalogList' },
  { method: 'POST', path: '/ecommerce/biz/eccms/v1/information/getPageList' },
  { method: 'GET', path: '/ecommerce/open/v1/cms/info/getDetail' },
  { method: 'POST', path: '/productSearch/cms/front/noAuth/v1/content/searchCmsInfoList' },
  { method: 'POST', path: '/productSearch/mall/front/noAuth/v1/product/getVirtualCategoryList' },
  { method: 'POST', path: '.../getVirtualCategoryByCode' },
  { method: 'POST', path: '.../product/keywordList' },
  { method: 'POST', path: '.../product/searchFilter' },
  { method: 'POST', path: '/ecommerce/open/v1/area/getTreeByLevelId' },
  { method: 'POST', path: '/ecommerce/open/v1/store/getStoreByCoordinateProvince' },
  { method: 'GET', path: '/ecommerce/open/v1/store/getStoreByStoreCode' },
  { method: 'POST', path: '/ecommerce/v1/activity/getAll' },
  { method: 'POST', path: '/ecommerce/v1/mini/generateSchemeByParam' },
];

/**
 * The spec's section 6, family by family, each told by its paths. "Captcha" with the token is the club's: the
 * recruitment captcha is a recruitment call, which goes without.
 */
const SECTION_6: { family: string; token: boolean; paths: RegExp }[] = [
  { family: 'CMS page', token: false, paths: /\/eccms\/v1\/page\// },
  { family: 'content', token: false, paths: /\/eccms\/v1\/content\// },
  { family: 'recruitment', token: false, paths: /\/recruitJob\// },
  { family: 'news', token: false, paths: /\/cms\/info\/|\/eccms\/v1\/information\// },
  { family: 'search config', token: false, paths: /\/searchWord\// },
  { family: 'suggestion', token: false, paths: /\/product\/autocomplete$/ },
  { family: 'product detail', token: true, paths: /\/product\/fullProductDetail$/ },
  { family: 'product listing', token: true, paths: /\/product\/keywordList$/ },
  { family: 'search filter', token: true, paths: /\/product\/searchFilter$/ },
  { family: 'store', token: true, paths: /\/v1\/store\// },
  { family: 'area', token: true, paths: /\/v1\/area\// },
  { family: 'activity', token: true, paths: /\/v1\/activity\// },
  { family: 'mini-program link', token: true, paths: /\/v1\/mini\// },
  { family: 'captcha', token: true, paths: /\/clubAuth\/captcha$/ },
  { family: 'club authentication', token: true, paths: /\/clubAuth\/authentication$/ },
];

const matches = (spec: string, path: string) => (spec.startsWith('...') ? path.endsWith(spec.slice(3)) : path === spec);

describe('the endpoint table', () => {
  it('has every call of the spec\'s section 7, with its method', () => {
    for (const call of SECTION_7) {
      expect(rows.filter(([, row]) => matches(call.path, row.path)).map(([, row]) => row.method), call.path).toEqual([call.method]);
    }
  });

  it('carries the token as section 7 marks it, else as section 6 says of its family', () => {
    for (const [name, row] of rows) {
      const mark = SECTION_7.find((call) => matches(call.path, row.path))?.token;
      const family = SECTION_6.find((entry) => entry.paths.test(row.path));
      const spec = mark ?? family?.token;
      if (spec !== undefined) expect(row.token, `${name} (${mark === undefined ? `section 6: ${family?.family}` : 'section 7'})`).toBe(spec);
    }
  });

  it('names each path once', () => {
    const paths = rows.map(([, row]) => row.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('starts every path with one of the API prefixes (the ones the render server and nginx forward)', () => {
    for (const [name, row] of rows) expect(API_PREFIXES.some((prefix) => row.path.startsWith(prefix)), name).toBe(true);
  });
});
