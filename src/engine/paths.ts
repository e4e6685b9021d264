// The one place internal addresses are built: every value put into a path or a query is encoded here.

const seg = encodeURIComponent;
const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const search = Object.entries(query).flatMap(([name, value]) => (value ? [`${name}=${seg(value)}`] : [])).join('&');
  return search ? `${path}?${search}` : path;
};

/** Query parameter of the job whose dialogs are open (shareable). */
export const JOB_PARAM = 'job';

/** Every internal address of the site, by what it shows. */
export const paths = {
  home: () => '/',
  /** A product; `vc` names the category it was reached from (kept for its breadcrumbs). */
  product: (productId: string, vc?: string) => withQuery(`/pdp/${seg(productId)}`, { vc }),
  products: () => '/products',
  /** A category page of the products (a category with sub-categories). */
  productCategory: (code: string, allSeries?: boolean) => withQuery(`/products/${seg(code)}`, { isAll: allSeries ? 'true' : undefined }),
  /** The product list of a leaf category. */
  productLeaf: (code: string, allSeries?: boolean) => withQuery(`/products/category/${seg(code)}`, { isAll: allSeries ? 'true' : undefined }),
  collections: () => '/collections',
  collectionCategory: (code: string) => `/collections/${seg(code)}`,
  /** The product list of a leaf category listed under `parentCode`. */
  collectionList: (parentCode: string, code: string) => `/collections/${seg(parentCode)}/${seg(code)}`,
  search: (keyword: string) => withQuery('/search-results-page', { keyword }),
  /** The news list, on one catalogue when given. */
  news: (catalogId?: string) => withQuery('/news', { catalog: catalogId }),
  newsArticle: (id: string) => `/news/${seg(id)}`,
  latestNews: () => '/latest-news',
  contactUs: () => '/contact-us',
  findUs: () => '/find-us',
  flagshipStores: () => '/find-us/flagship-stores',
  storeList: () => '/store-list',
  brandStory: () => '/brand-story',
  ourHistory: () => '/brand-story/our-history',
  /** A brand story page made from a CMS page config. */
  brandStoryPage: (slug: string) => `/brand-story/${seg(slug)}`,
  shortLink: (code: string) => `/s/${seg(code)}`,
  /** The current page with a job's dialogs open (the other query parameters kept, so the list stays on its page). */
  jobDialog: (params: URLSearchParams, jobId: string) => {
    const next = new URLSearchParams(params);
    next.set(JOB_PARAM, jobId);
    return `?${next.toString()}`;
  },
} as const;
