import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import type { ContentScreen } from './config/env-schema';
import { contactLoader } from './features/contact/contact-data';
import { contentLoader } from './features/content/route-content';
import { productLoader } from './features/product/product-loader';
import { categoryLoader } from './features/category/category-loader';
import { categoryListingLoader, searchListingLoader } from './features/listing/listing-loader';
import { t } from './i18n/zh-CN';

/** What a page module exports: its component. */
export interface PageModule {
  default: ComponentType;
}

/** One route of spec point 2, as data. */
export interface RouteDef {
  /** Stable id, also used by tests and links. */
  id: string;
  path: string;
  page: () => Promise<PageModule>;
  /** Fetches the route's data while the page module loads; it never throws (it answers a Loaded). */
  loader?: LoaderFunction;
  /** Breadcrumb and heading label, carried to the page in the route's handle. */
  title?: string;
  /** Rendered without header, footer or loading overlay (/s/ and /cs). */
  bare?: boolean;
}

const home = () => import('./pages/home');
const content = () => import('./pages/content-page');
const product = () => import('./pages/product-detail');
const category = () => import('./pages/category');
const productList = () => import('./pages/product-list');
const searchResults = () => import('./pages/search-results');
/**
 * The content editors' /__preview route: always in dev; in a build only when VITE_PREVIEW_ENABLED is 'true'.
 * Read straight from import.meta.env (checked by the env schema) so Vite folds it and drops the chunk when off.
 */
const previewEnabled = import.meta.env.DEV || import.meta.env.VITE_PREVIEW_ENABLED === 'true';
const contactUs = () => import('./pages/contact-us');

const contentRoute = (id: string, path: string, screen: ContentScreen, title: string, bare = false): RouteDef => ({
  id, path, page: content, loader: contentLoader(screen), title, bare,
});
const p = t.pages;

/** Every route of the site; any other path redirects to /. */
export const routes: RouteDef[] = [
  { id: 'home', path: '/', page: home, loader: contentLoader('HOME') },
  { id: 'product', path: '/pdp/:slug', page: product, loader: productLoader },
  contentRoute('products', '/products', 'MAIN_SERIES', p.products),
  { id: 'leaf-category', path: '/products/category/:code', page: productList, loader: categoryListingLoader, title: p.products },
  { id: 'category', path: '/products/:nav1', page: category, loader: categoryLoader, title: p.products },
  { id: 'product-list', path: '/products/:nav1/:nav2', page: productList, loader: categoryListingLoader, title: p.products },
  contentRoute('collections', '/collections', 'COLLECTIONS', p.collections),
  contentRoute('collections-nav1', '/collections/:nav1', 'COLLECTIONS', p.collections),
  contentRoute('collections-nav2', '/collections/:nav1/:nav2', 'COLLECTIONS', p.collections),
  { id: 'search', path: '/search-results-page', page: searchResults, loader: searchListingLoader, title: p.search },
  contentRoute('news', '/news', 'NEWS_LIST', p.news),
  contentRoute('news-detail', '/news/:id', 'NEWS_LIST', p.news),
  contentRoute('latest-news', '/latest-news', 'LATEST_NEWS', p.latestNews),
  contentRoute('gifting', '/gifting', 'GIFTS', p.gifting),
  contentRoute('about-us', '/about-us', 'ABOUT_US', p.aboutUs),
  contentRoute('trial', '/trial', 'TRIAL', p.trial),
  contentRoute('question', '/question', 'QUESTIONS', p.question),
  contentRoute('member', '/member', 'MEMBER', p.member),
  { id: 'contact-us', path: '/contact-us', page: contactUs, loader: contactLoader, title: p.contactUs },
  contentRoute('find-us', '/find-us', 'FIND_US', p.findUs),
  contentRoute('flagship-stores', '/find-us/flagship-stores', 'FLAGSHIP_STORES', p.flagshipStores),
  contentRoute('flora-danica', '/flora-danica', 'FLORA_DANICA', p.floraDanica),
  contentRoute('cookie', '/cookie', 'COOKIE', p.cookie),
  contentRoute('cs', '/cs', 'CS', p.cs, true),
  contentRoute('certification', '/certification', 'CERTIFICATION', p.certification),
  contentRoute('store-list', '/store-list', 'STORE_LIST', p.storeList),
  contentRoute('verification', '/verification', 'PRODUCT_VERIFICATION', p.verification),
  contentRoute('cs-verification', '/customer-service/product-verification', 'PRODUCT_VERIFICATION', p.verification),
  contentRoute('brand-story', '/brand-story', 'BRAND_STORY', p.brandStory),
  contentRoute('our-history', '/brand-story/our-history', 'OUR_HISTORY', p.ourHistory),
  contentRoute('annual-plate', '/brand-story/our-history/annual-plate', 'ANNUAL_PLATE', p.annualPlate),
  contentRoute('workmanship', '/brand-story/workmanship', 'WORKMANSHIP', p.workmanship),
  contentRoute('about-iittala', '/brand-story/about-iittala', 'ABOUT_IITTALA', p.aboutIittala),
  contentRoute('product-story', '/brand-story/product-story', 'PRODUCT_STORY', p.productStory),
  contentRoute('brand-story-page', '/brand-story/:slug', 'BRAND_STORY', p.brandStory),
  contentRoute('customised', '/customer-service/customised', 'CUSTOMISED', p.customised),
  contentRoute('gift-wrap', '/customer-service/gift-wrap', 'GIFT_WRAP', p.giftWrap),
  contentRoute('damaged-and-replaced', '/customer-service/damaged-and-replaced', 'DAMAGED_AND_REPLACED', p.damagedAndReplaced),
  contentRoute('product-maintenance', '/customer-service/product-maintenance', 'PRODUCT_MAINTENANCE', p.productMaintenance),
  contentRoute('faq', '/customer-service/faq', 'FAQ', p.faq),
  contentRoute('short-link', '/s/:code', 'CS', p.shortLink, true),
  ...(previewEnabled ? [{ id: 'preview', path: '/__preview', page: () => import('./pages/preview'), title: t.preview.title }] : []),
];
