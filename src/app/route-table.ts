import type { ComponentType } from 'react';
import type { ActionFunction, LoaderFunction } from 'react-router-dom';
import type { RouteHandle } from '../routes/route-handle';
import { ROUTE_PATHS, type RouteId } from '../engine/route-paths';
import { BUY_PARAM, SHARE_PARAM } from '../engine/paths';

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

/** Every route of the site; any other path redirects to /. */
export const routes: RouteDef[] = [
  { id: 'home', path: ROUTE_PATHS.home, lazy: () => import('../routes/home') },
  { id: 'product', path: ROUTE_PATHS.product, lazy: () => import('../routes/product'), query: ['vc', BUY_PARAM, SHARE_PARAM] },
  { id: 'products', path: ROUTE_PATHS.products, lazy: () => import('../routes/products') },
  { id: 'leaf-category', path: ROUTE_PATHS['leaf-category'], lazy: () => import('../routes/product-list'), query: 'any' },
  { id: 'category', path: ROUTE_PATHS.category, lazy: () => import('../routes/category'), query: ['isAll'] },
  { id: 'product-list', path: ROUTE_PATHS['product-list'], lazy: () => import('../routes/product-list'), query: 'any' },
  { id: 'collections', path: ROUTE_PATHS.collections, lazy: () => import('../routes/collections') },
  { id: 'collections-nav1', path: ROUTE_PATHS['collections-nav1'], lazy: () => import('../routes/collection-category'), query: ['isAll'] },
  { id: 'collections-nav2', path: ROUTE_PATHS['collections-nav2'], lazy: () => import('../routes/collection-list'), query: 'any' },
  { id: 'search', path: ROUTE_PATHS.search, lazy: () => import('../routes/search-results'), query: 'any' },
  { id: 'news', path: ROUTE_PATHS.news, lazy: () => import('../routes/news'), query: ['catalog', 'page'] },
  { id: 'news-detail', path: ROUTE_PATHS['news-detail'], lazy: () => import('../routes/news-detail') },
  { id: 'latest-news', path: ROUTE_PATHS['latest-news'], lazy: () => import('../routes/latest-news'), query: ['page'] },
  { id: 'gifting', path: ROUTE_PATHS.gifting, lazy: () => import('../routes/gifting') },
  { id: 'about-us', path: ROUTE_PATHS['about-us'], lazy: () => import('../routes/about-us'), query: ['jobPage'] },
  { id: 'trial', path: ROUTE_PATHS.trial, lazy: () => import('../routes/trial') },
  { id: 'question', path: ROUTE_PATHS.question, lazy: () => import('../routes/question') },
  { id: 'member', path: ROUTE_PATHS.member, lazy: () => import('../routes/member') },
  { id: 'contact-us', path: ROUTE_PATHS['contact-us'], lazy: () => import('../routes/contact-us') },
  { id: 'find-us', path: ROUTE_PATHS['find-us'], lazy: () => import('../routes/find-us'), query: ['province', 'city'] },
  { id: 'flagship-stores', path: ROUTE_PATHS['flagship-stores'], lazy: () => import('../routes/flagship-stores') },
  { id: 'flora-danica', path: ROUTE_PATHS['flora-danica'], lazy: () => import('../routes/flora-danica') },
  { id: 'cookie', path: ROUTE_PATHS.cookie, lazy: () => import('../routes/cookie') },
  { id: 'cs', path: ROUTE_PATHS.cs, lazy: () => import('../routes/cs'), bare: true },
  { id: 'certification', path: ROUTE_PATHS.certification, lazy: () => import('../routes/certification') },
  { id: 'store-list', path: ROUTE_PATHS['store-list'], lazy: () => import('../routes/store-list') },
  { id: 'verification', path: ROUTE_PATHS.verification, lazy: () => import('../routes/verification') },
  { id: 'cs-verification', path: ROUTE_PATHS['cs-verification'], lazy: () => import('../routes/verification') },
  { id: 'brand-story', path: ROUTE_PATHS['brand-story'], lazy: () => import('../routes/brand-story') },
  { id: 'our-history', path: ROUTE_PATHS['our-history'], lazy: () => import('../routes/our-history') },
  { id: 'annual-plate', path: ROUTE_PATHS['annual-plate'], lazy: () => import('../routes/annual-plate') },
  { id: 'workmanship', path: ROUTE_PATHS.workmanship, lazy: () => import('../routes/workmanship') },
  { id: 'about-iittala', path: ROUTE_PATHS['about-iittala'], lazy: () => import('../routes/about-iittala') },
  { id: 'product-story', path: ROUTE_PATHS['product-story'], lazy: () => import('../routes/product-story') },
  { id: 'brand-story-page', path: ROUTE_PATHS['brand-story-page'], lazy: () => import('../routes/brand-story-page') },
  { id: 'customised', path: ROUTE_PATHS.customised, lazy: () => import('../routes/customised') },
  { id: 'gift-wrap', path: ROUTE_PATHS['gift-wrap'], lazy: () => import('../routes/gift-wrap') },
  { id: 'damaged-and-replaced', path: ROUTE_PATHS['damaged-and-replaced'], lazy: () => import('../routes/damaged-and-replaced') },
  { id: 'product-maintenance', path: ROUTE_PATHS['product-maintenance'], lazy: () => import('../routes/product-maintenance') },
  { id: 'faq', path: ROUTE_PATHS.faq, lazy: () => import('../routes/faq') },
  { id: 'short-link', path: ROUTE_PATHS['short-link'], lazy: () => import('../routes/short-link'), bare: true },
  ...(previewEnabled ? [{ id: 'preview', path: ROUTE_PATHS.preview, lazy: () => import('../routes/preview'), query: 'any' } satisfies RouteDef] : []),
];
