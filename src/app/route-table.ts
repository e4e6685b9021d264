import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import type { RouteHandle } from '../routes/route-handle';

/** What a route module (src/routes/) exports: its page, and its loader and handle when it has them. */
export interface RouteModule {
  default: ComponentType;
  loader?: LoaderFunction;
  handle?: RouteHandle;
}

/** One route of the site, as data: its module comes with React Router's `lazy` (page, loader and handle together). */
export interface RouteDef {
  /** Stable id, also used by tests and links. */
  id: string;
  path: string;
  lazy: () => Promise<RouteModule>;
  /** Rendered without header, footer or loading overlay (/s/ and /cs). */
  bare?: boolean;
}

/**
 * The content editors' /__preview route: always in dev; in a build only when VITE_PREVIEW_ENABLED is 'true'.
 * Read straight from import.meta.env (checked by the env schema) so Vite folds it and drops the chunk when off.
 */
const previewEnabled = import.meta.env.DEV || import.meta.env.VITE_PREVIEW_ENABLED === 'true';

/** Every route of the site; any other path redirects to /. */
export const routes: RouteDef[] = [
  { id: 'home', path: '/', lazy: () => import('../routes/home') },
  { id: 'product', path: '/pdp/:slug', lazy: () => import('../routes/product') },
  { id: 'products', path: '/products', lazy: () => import('../routes/products') },
  { id: 'leaf-category', path: '/products/category/:code', lazy: () => import('../routes/product-list') },
  { id: 'category', path: '/products/:nav1', lazy: () => import('../routes/category') },
  { id: 'product-list', path: '/products/:nav1/:nav2', lazy: () => import('../routes/product-list') },
  { id: 'collections', path: '/collections', lazy: () => import('../routes/collections') },
  { id: 'collections-nav1', path: '/collections/:nav1', lazy: () => import('../routes/collection-category') },
  { id: 'collections-nav2', path: '/collections/:nav1/:nav2', lazy: () => import('../routes/collection-list') },
  { id: 'search', path: '/search-results-page', lazy: () => import('../routes/search-results') },
  { id: 'news', path: '/news', lazy: () => import('../routes/news') },
  { id: 'news-detail', path: '/news/:id', lazy: () => import('../routes/news-detail') },
  { id: 'latest-news', path: '/latest-news', lazy: () => import('../routes/latest-news') },
  { id: 'gifting', path: '/gifting', lazy: () => import('../routes/gifting') },
  { id: 'about-us', path: '/about-us', lazy: () => import('../routes/about-us') },
  { id: 'trial', path: '/trial', lazy: () => import('../routes/trial') },
  { id: 'question', path: '/question', lazy: () => import('../routes/question') },
  { id: 'member', path: '/member', lazy: () => import('../routes/member') },
  { id: 'contact-us', path: '/contact-us', lazy: () => import('../routes/contact-us') },
  { id: 'find-us', path: '/find-us', lazy: () => import('../routes/find-us') },
  { id: 'flagship-stores', path: '/find-us/flagship-stores', lazy: () => import('../routes/flagship-stores') },
  { id: 'flora-danica', path: '/flora-danica', lazy: () => import('../routes/flora-danica') },
  { id: 'cookie', path: '/cookie', lazy: () => import('../routes/cookie') },
  { id: 'cs', path: '/cs', lazy: () => import('../routes/cs'), bare: true },
  { id: 'certification', path: '/certification', lazy: () => import('../routes/certification') },
  { id: 'store-list', path: '/store-list', lazy: () => import('../routes/store-list') },
  { id: 'verification', path: '/verification', lazy: () => import('../routes/verification') },
  { id: 'cs-verification', path: '/customer-service/product-verification', lazy: () => import('../routes/verification') },
  { id: 'brand-story', path: '/brand-story', lazy: () => import('../routes/brand-story') },
  { id: 'our-history', path: '/brand-story/our-history', lazy: () => import('../routes/our-history') },
  { id: 'annual-plate', path: '/brand-story/our-history/annual-plate', lazy: () => import('../routes/annual-plate') },
  { id: 'workmanship', path: '/brand-story/workmanship', lazy: () => import('../routes/workmanship') },
  { id: 'about-iittala', path: '/brand-story/about-iittala', lazy: () => import('../routes/about-iittala') },
  { id: 'product-story', path: '/brand-story/product-story', lazy: () => import('../routes/product-story') },
  { id: 'brand-story-page', path: '/brand-story/:slug', lazy: () => import('../routes/brand-story-page') },
  { id: 'customised', path: '/customer-service/customised', lazy: () => import('../routes/customised') },
  { id: 'gift-wrap', path: '/customer-service/gift-wrap', lazy: () => import('../routes/gift-wrap') },
  { id: 'damaged-and-replaced', path: '/customer-service/damaged-and-replaced', lazy: () => import('../routes/damaged-and-replaced') },
  { id: 'product-maintenance', path: '/customer-service/product-maintenance', lazy: () => import('../routes/product-maintenance') },
  { id: 'faq', path: '/customer-service/faq', lazy: () => import('../routes/faq') },
  { id: 'short-link', path: '/s/:code', lazy: () => import('../routes/short-link'), bare: true },
  ...(previewEnabled ? [{ id: 'preview', path: '/__preview', lazy: () => import('../routes/preview') }] : []),
];
