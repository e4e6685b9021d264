import type { ComponentType } from 'react';
import type { ActionFunction, LoaderFunction } from 'react-router-dom';
import type { ContentScreen } from '../../schemas/site-constants';
import type { RouteHandle, ServerPicture, StructuredData } from '../routes/route-handle';
import { ROUTE_PATHS, type RouteId } from '../engine/route-paths';
import { BUY_PARAM, GALLERY_PARAM, IMAGE_PARAM, SHARE_PARAM } from '../engine/paths';
import { CONTENT_PAGES, FEATURE_PAGES } from '../routes/content-pages';

/** What a route module (src/routes/<name>.tsx) exports: its page, and its handle when it has one. */
export interface RouteModule {
  default: ComponentType;
  handle?: RouteHandle;
}

/** What a route's data module (src/routes/<name>.data.ts) exports: its loader, and its action when a form is posted to it. */
export interface RouteData {
  loader: LoaderFunction;
  action?: ActionFunction;
  /** Its schema.org data for crawlers, which the server entry puts in the page as JSON-LD; undefined: none. */
  structuredData?: StructuredData<never>;
  /** The pictures its page shows from the site's own addresses, which the render server answers, by address. */
  pictures?: Record<string, ServerPicture>;
  /** The content screens its page shows beside the frame's (their content ids, VITE_CONTENT_ID_<SCREEN>): a publish of one purges the page. */
  screens?: readonly ContentScreen[];
  /** What its path's one parameter is an id of, so a publish of that id purges the page: a product's (/pdp/{id}) or a CMS page's. */
  names?: 'product' | 'page';
  /** It lists products, under any of its queries: a publish of a product purges it. */
  lists?: 'products';
}

/** One route of the site, as data: its page module comes with React Router's `lazy`, its data module with its loader's first call. */
export interface RouteDef {
  /** Stable id, also used by tests and links. */
  id: RouteId;
  /** Its pattern, from the one table of them (src/engine/route-paths.ts). */
  path: string;
  lazy: () => Promise<RouteModule>;
  /**
   * Its loader and action, in a module of their own: a server-rendered page hydrates with its data and runs no loader,
   * so the API client, the schemas and zod stay off a first visit; on a navigation it is fetched beside the page's module.
   */
  data?: () => Promise<RouteData>;
  /** A form is posted to it: its data module's action answers. */
  form?: boolean;
  /** Rendered without header, footer or loading overlay (/s/ and /cs). */
  bare?: boolean;
  /**
   * The query parameters the page reads, in the order of its canonical address (src/app/canonical-address.ts); 'any'
   * when its loader judges them itself (a listing's filter codes); none when it reads none.
   */
  query?: readonly string[] | 'any';
}

/**
 * The content editors' /__preview route: always in dev; in a build only when VITE_PREVIEW_ENABLED is 'true'.
 * Read straight from import.meta.env (checked by the env schema) so Vite folds it and drops the chunk when off.
 */
const previewEnabled = import.meta.env.DEV || import.meta.env.VITE_PREVIEW_ENABLED === 'true';

/** A route of the table: its id names its pattern. */
const route = (id: RouteId, lazy: RouteDef['lazy'], options: Pick<RouteDef, 'data' | 'form' | 'bare' | 'query'> = {}): RouteDef => ({ id, path: ROUTE_PATHS[id], lazy, ...options });

/** Every route of the site; any other path redirects to /. */
export const routes: RouteDef[] = [
  route('home', () => import('../routes/home'), { data: () => import('../routes/home.data') }),
  route('product', () => import('../routes/product'), { data: () => import('../routes/product.data'), query: ['vc', IMAGE_PARAM, BUY_PARAM, SHARE_PARAM, GALLERY_PARAM] }),
  route('products', () => import('../routes/products'), { data: () => import('../routes/products.data') }),
  route('leaf-category', () => import('../routes/product-list'), { data: () => import('../routes/product-list.data'), query: 'any' }),
  route('category', () => import('../routes/category'), { data: () => import('../routes/category.data'), query: ['isAll'] }),
  route('product-list', () => import('../routes/product-list'), { data: () => import('../routes/product-list.data'), query: 'any' }),
  route('collections', () => import('../routes/collections'), { data: () => import('../routes/collections.data') }),
  route('collections-nav1', () => import('../routes/collection-category'), { data: () => import('../routes/collection-category.data'), query: ['isAll'] }),
  route('collections-nav2', () => import('../routes/collection-list'), { data: () => import('../routes/collection-list.data'), query: 'any' }),
  route('search', () => import('../routes/search-results'), { data: () => import('../routes/search-results.data'), query: 'any' }),
  route('news-detail', () => import('../routes/news-detail'), { data: () => import('../routes/news-detail.data') }),
  route('gifting', () => import('../routes/gifting'), { data: () => import('../routes/gifting.data') }),
  route('about-us', () => import('../routes/about-us'), { data: () => import('../routes/about-us.data'), query: ['jobPage'], form: true }),
  route('member', () => import('../routes/member'), { data: () => import('../routes/member.data') }),
  route('contact-us', () => import('../routes/contact-us'), { data: () => import('../routes/contact-us.data') }),
  route('certification', () => import('../routes/certification'), { data: () => import('../routes/certification.data'), form: true }),
  route('verification', () => import('../routes/verification'), { data: () => import('../routes/verification.data'), form: true }),
  route('cs-verification', () => import('../routes/verification'), { data: () => import('../routes/verification.data'), form: true }),
  route('brand-story', () => import('../routes/brand-story'), { data: () => import('../routes/brand-story.data') }),
  route('brand-story-page', () => import('../routes/brand-story-page'), { data: () => import('../routes/brand-story-page.data') }),
  route('short-link', () => import('../routes/short-link'), { data: () => import('../routes/short-link.data'), bare: true }),
  // The pages that differ only in data: one module, a row each.
  ...CONTENT_PAGES.map((page) =>
    route(page.id, () => import('../routes/content-page').then((module) => module.contentRoute(page)), {
      data: () => import('../routes/content-page.data').then((module) => module.contentPageData(page)),
      bare: page.frame === 'bare',
    }),
  ),
  // The pages that differ only in data beside their content screen: one module, a row each; the row's feature comes beside it.
  ...FEATURE_PAGES.map((page) =>
    route(page.id, () => Promise.all([import('../routes/feature-page'), page.feature()]).then(([module, feature]) => module.featureRoute(page, feature)), {
      data: () => import('../routes/feature-page.data').then((module) => module.featurePageData(page)),
      query: page.query,
    }),
  ),
  ...(previewEnabled ? [route('preview', () => import('../routes/preview'), { query: 'any' })] : []),
];
