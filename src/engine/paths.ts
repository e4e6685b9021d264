// The one place internal addresses are built, from the route table's one pattern of each (src/engine/route-paths.ts):
// every value put into a path or a query is encoded here.
import { generatePath } from 'react-router';
import { ROUTE_PATHS, type RouteId } from './route-paths';

const seg = encodeURIComponent;
const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const search = Object.entries(query).flatMap(([name, value]) => (value ? [`${name}=${seg(value)}`] : [])).join('&');
  return search ? `${path}?${search}` : path;
};

/** Query parameter of the job whose dialogs are open (shareable). */
export const JOB_PARAM = 'job';
/** Query parameter of the open job's application form (`?job=ID&apply=1`): its own address, which the server renders as a form. */
export const APPLY_PARAM = 'apply';
/** Query parameters of the product page's buy dialog and share popover (`?buy=1`, `?share=1`). */
export const BUY_PARAM = 'buy';
export const SHARE_PARAM = 'share';
/** Query parameters of the product page's pictures, counted from 1: the one its carousel shows (`?image=3`) and the gallery open at one (`?gallery=3`). */
export const IMAGE_PARAM = 'image';
export const GALLERY_PARAM = 'gallery';
/** Query parameters of the frame's contact dialog (`?contact=1`) and store popup (`?store=CODE`). */
export const CONTACT_PARAM = 'contact';
export const STORE_PARAM = 'store';
/** The value of a dialog parameter that names nothing but "open". */
export const DIALOG_OPEN = '1';
/** The dialogs every full-frame page opens by address, in the order they close its canonical address. */
export const FRAME_DIALOG_PARAMS: readonly string[] = [CONTACT_PARAM, STORE_PARAM, JOB_PARAM, APPLY_PARAM];
/**
 * Every query parameter that opens a dialog (or the share popover) over a page, or picks which of its pictures it shows,
 * rather than changing what it shows: the page's data stays, and a crawler indexes the page without them.
 */
export const DIALOG_PARAMS: readonly string[] = [BUY_PARAM, SHARE_PARAM, IMAGE_PARAM, GALLERY_PARAM, ...FRAME_DIALOG_PARAMS];

/** `params` with `key` set to `value` (removed when undefined), the frame's dialog parameters last in their order. */
function withDialog(params: URLSearchParams, key: string, value: string | undefined): string {
  const next = new URLSearchParams([...params].filter(([name]) => name !== key && !FRAME_DIALOG_PARAMS.includes(name)));
  if (value && !FRAME_DIALOG_PARAMS.includes(key)) next.append(key, value);
  for (const name of FRAME_DIALOG_PARAMS) {
    // Another job, or none, closes the application form with the job it was of.
    const kept = name === key ? value : name === APPLY_PARAM && key === JOB_PARAM ? null : params.get(name);
    if (kept) next.append(name, kept);
  }
  return next.toString();
}

/** A route's address with its parameters filled (encoded by React Router's generatePath), from its one pattern. */
const at = <Id extends RouteId>(id: Id, params?: Parameters<typeof generatePath<(typeof ROUTE_PATHS)[Id]>>[1]) => generatePath(ROUTE_PATHS[id], params as never);

/** Every internal address of the site, by what it shows. */
export const paths = {
  home: () => at('home'),
  /** A product; `vc` names the category it was reached from (kept for its breadcrumbs). */
  product: (productId: string, vc?: string) => withQuery(at('product', { slug: productId }), { vc }),
  products: () => at('products'),
  /** A category page of the products (a category with sub-categories). */
  productCategory: (code: string, allSeries?: boolean) => withQuery(at('category', { nav1: code }), { isAll: allSeries ? 'true' : undefined }),
  /** The product list of a leaf category. */
  productLeaf: (code: string, allSeries?: boolean) => withQuery(at('leaf-category', { code }), { isAll: allSeries ? 'true' : undefined }),
  collections: () => at('collections'),
  collectionCategory: (code: string) => at('collections-nav1', { nav1: code }),
  /** The product list of a leaf category listed under `parentCode`. */
  collectionList: (parentCode: string, code: string) => at('collections-nav2', { nav1: parentCode, nav2: code }),
  search: (keyword: string) => withQuery(at('search'), { keyword }),
  /** The news list, on one catalogue when given. */
  news: (catalogId?: string) => withQuery(at('news'), { catalog: catalogId }),
  newsArticle: (id: string) => at('news-detail', { id }),
  latestNews: () => at('latest-news'),
  contactUs: () => at('contact-us'),
  findUs: () => at('find-us'),
  /** The club authentication; the server answers it with a fresh captcha. */
  certification: () => at('certification'),
  flagshipStores: () => at('flagship-stores'),
  storeList: () => at('store-list'),
  brandStory: () => at('brand-story'),
  ourHistory: () => at('our-history'),
  /** A brand story page made from a CMS page config. */
  brandStoryPage: (slug: string) => at('brand-story-page', { slug }),
  shortLink: (code: string) => at('short-link', { code }),
  /** The current page with a job's dialogs open (the other query parameters kept, so the list stays on its page). */
  jobDialog: (params: URLSearchParams, jobId: string) => `?${withDialog(params, JOB_PARAM, jobId)}`,
  /** /about-us with a job's application form open: where the form posts without script, its route's action answering. */
  jobApplication: (jobId: string) => `${at('about-us')}?${new URLSearchParams({ [JOB_PARAM]: jobId, [APPLY_PARAM]: DIALOG_OPEN }).toString()}`,
  /** The page at `pathname` with the dialog of `key` open on `value` (or closed, when undefined), the rest of its query kept. */
  dialog: (pathname: string, params: URLSearchParams, key: string, value: string | undefined) => {
    const search = withDialog(params, key, value);
    return search ? `${pathname}?${search}` : pathname;
  },
} as const;
