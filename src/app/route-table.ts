import type { ComponentType } from 'react';
import type { ActionFunction, LoaderFunction } from 'react-router-dom';
import type { RouteHandle } from '../routes/route-handle';
import { ROUTE_PATHS, type RouteId } from '../engine/route-paths';
import { BUY_PARAM, SHARE_PARAM } from '../engine/paths';
import { CONTENT_PAGES } from '../routes/content-pages';

/** What a route module (src/routes/) exports: its page, and its loader, action (a form posted to it) and handle when it has them. */
export interface RouteModule {
  default: ComponentType;
  loader?: LoaderFunction;
  action?: ActionFunction;
  handle?: RouteHandle;
}

/** One route of the site, as data: its module comes with React Router's `lazy` (page, loader, action and handle together). */
export interface RouteDef {
  /** Stable id, also used by tests and links. */
  id: RouteId;
  /** Its pattern, from the one table of them (src/engine/route-paths.ts). */
  path: string;
  lazy: () => Promise<RouteModule>;
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
const route = (id: RouteId, lazy: RouteDef['lazy'], options: Pick<RouteDef, 'bare' | 'query'> = {}): RouteDef => ({ id, path: ROUTE_PATHS[id], lazy, ...options });

/** Every route of the site; any other path redirects to /. */
export const routes: RouteDef[] = [
  route('home', () => import('../routes/home')),
  route('product', () => import('../routes/product'), { query: ['vc', BUY_PARAM, SHARE_PARAM] }),
  route('products', () => import('../routes/products')),
  route('leaf-category', () => import('../routes/product-list'), { query: 'any' }),
  route('category', () => import('../routes/category'), { query: ['isAll'] }),
  route('product-list', () => import('../routes/product-list'), { query: 'any' }),
  route('collections', () => import('../routes/collections')),
  route('collections-nav1', () => import('../routes/collection-category'), { query: ['isAll'] }),
  route('collections-nav2', () => import('../routes/collection-list'), { query: 'any' }),
  route('search', () => import('../routes/search-results'), { query: 'any' }),
  route('news', () => import('../routes/news'), { query: ['catalog', 'page'] }),
  route('news-detail', () => import('../routes/news-detail')),
  route('latest-news', () => import('../routes/latest-news'), { query: ['page'] }),
  route('gifting', () => import('../routes/gifting')),
  route('about-us', () => import('../routes/about-us'), { query: ['jobPage'] }),
  route('member', () => import('../routes/member')),
  route('contact-us', () => import('../routes/contact-us')),
  route('find-us', () => import('../routes/find-us'), { query: ['province', 'city'] }),
  route('flagship-stores', () => import('../routes/flagship-stores')),
  route('certification', () => import('../routes/certification')),
  route('store-list', () => import('../routes/store-list')),
  route('verification', () => import('../routes/verification')),
  route('cs-verification', () => import('../routes/verification')),
  route('brand-story', () => import('../routes/brand-story')),
  route('brand-story-page', () => import('../routes/brand-story-page')),
  route('short-link', () => import('../routes/short-link'), { bare: true }),
  // The pages that differ only in data: one module, a row each.
  ...CONTENT_PAGES.map((page) => route(page.id, () => import('../routes/content-page').then((module) => module.contentRoute(page)), { bare: page.frame === 'bare' })),
  ...(previewEnabled ? [route('preview', () => import('../routes/preview'), { query: 'any' })] : []),
];
