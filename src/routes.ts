import type { ComponentType } from 'react';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router-dom';
import type { ContentScreen } from '../schemas/build-settings';
import { contactLoader } from './features/contact/contact-data';
import { contentLoader } from './features/content/route-content';
import { keepDataForJobDialogs, withCareer } from './features/jobs/career-data';
import { productLoader } from './features/product/product-loader';
import { directoryLoader, findUsLoader, flagshipLoader } from './features/store-finder/finder-data';
import { latestNewsLoader, newsDetailLoader, newsListLoader } from './features/news/news-data';
import { certificationLoader } from './features/club-auth/club-auth-data';
import { memberLoader } from './features/activity/activity-data';
import { t } from './i18n/zh-CN';

/** What a page module exports: its component. */
export interface PageModule {
  default: ComponentType;
}

/** One route of the site, as data. */
export interface RouteDef {
  /** Stable id, also used by tests and links. */
  id: string;
  path: string;
  page: () => Promise<PageModule>;
  /** Fetches the route's data while the page module loads; it never throws (it answers a Loaded). */
  loader?: LoaderFunction;
  /** Breadcrumb and heading label, carried to the page in the route's handle. */
  title?: string;
  /** Whether the loader runs again after a navigation within the route (React Router's default when absent). */
  shouldRevalidate?: ShouldRevalidateFunction;
  /** Rendered without header, footer or loading overlay (/s/ and /cs). */
  bare?: boolean;
}

const home = () => import('./pages/home');
const content = () => import('./pages/content-page');
const product = () => import('./pages/product-detail');
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
  contentRoute('leaf-category', '/products/category/:code', 'MAIN_SERIES', p.products),
  contentRoute('category', '/products/:nav1', 'MAIN_SERIES', p.products),
  contentRoute('product-list', '/products/:nav1/:nav2', 'MAIN_SERIES', p.products),
  contentRoute('collections', '/collections', 'COLLECTIONS', p.collections),
  contentRoute('collections-nav1', '/collections/:nav1', 'COLLECTIONS', p.collections),
  contentRoute('collections-nav2', '/collections/:nav1/:nav2', 'COLLECTIONS', p.collections),
  contentRoute('search', '/search-results-page', 'MAIN_SERIES', p.search),
  { id: 'news', path: '/news', page: () => import('./pages/news'), loader: newsListLoader, title: p.news },
  { id: 'news-detail', path: '/news/:id', page: () => import('./pages/news-detail'), loader: newsDetailLoader, title: p.news },
  { id: 'latest-news', path: '/latest-news', page: () => import('./pages/latest-news'), loader: latestNewsLoader, title: p.latestNews },
  contentRoute('gifting', '/gifting', 'GIFTS', p.gifting),
  { id: 'about-us', path: '/about-us', page: () => import('./pages/about-us'), loader: withCareer(contentLoader('ABOUT_US')), shouldRevalidate: keepDataForJobDialogs, title: p.aboutUs },
  contentRoute('trial', '/trial', 'TRIAL', p.trial),
  contentRoute('question', '/question', 'QUESTIONS', p.question),
  { id: 'member', path: '/member', page: () => import('./pages/member'), loader: memberLoader, title: p.member },
  { id: 'contact-us', path: '/contact-us', page: contactUs, loader: contactLoader, title: p.contactUs },
  { id: 'find-us', path: '/find-us', page: () => import('./pages/find-us'), loader: findUsLoader, title: p.findUs },
  { id: 'flagship-stores', path: '/find-us/flagship-stores', page: () => import('./pages/flagship-stores'), loader: flagshipLoader, title: p.flagshipStores },
  contentRoute('flora-danica', '/flora-danica', 'FLORA_DANICA', p.floraDanica),
  contentRoute('cookie', '/cookie', 'COOKIE', p.cookie),
  contentRoute('cs', '/cs', 'CS', p.cs, true),
  { id: 'certification', path: '/certification', page: () => import('./pages/certification'), loader: certificationLoader, title: p.certification },
  { id: 'store-list', path: '/store-list', page: () => import('./pages/store-list'), loader: directoryLoader, title: p.storeList },
  { id: 'verification', path: '/verification', page: () => import('./pages/verification'), title: p.verification },
  { id: 'cs-verification', path: '/customer-service/product-verification', page: () => import('./pages/verification'), title: p.verification },
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
