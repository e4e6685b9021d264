import type { ComponentType } from 'react';
import type { LoaderFunction, LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router-dom';
import type { ContentScreen } from '../schemas/build-settings';
import { contentLoader, titleWhenOk, type DocumentTitle } from './features/content/route-content';
import type { GiftingSource } from './features/gifting/gifting-loader';
import type { ProductData } from './features/product/product-loader';
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
  /** What the page adds to the site's default document title (in the handle too); none: the default alone. */
  documentTitle?: DocumentTitle;
  /** Whether the loader runs again after a navigation within the route (React Router's default when absent). */
  shouldRevalidate?: ShouldRevalidateFunction;
  /** Rendered without header, footer or loading overlay (/s/ and /cs). */
  bare?: boolean;
}

/**
 * A feature's loader kept out of the entry chunk: its module is requested with the page chunk, and the fetch starts
 * as soon as that small module is there (the content loader, shared by most routes, stays in the entry).
 */
const lazyLoader =
  (module: () => Promise<LoaderFunction>): LoaderFunction =>
  async (args: LoaderFunctionArgs) =>
    (await module())(args);
const productLoader = lazyLoader(() => import('./features/product/product-loader').then((m) => m.productLoader));
const categoryLoader = lazyLoader(() => import('./features/category/category-loader').then((m) => m.categoryLoader));
const categoryListingLoader = lazyLoader(() => import('./features/listing/listing-loader').then((m) => m.categoryListingLoader));
const searchResultsLoader = lazyLoader(() => import('./features/search/search-results-data').then((m) => m.searchResultsLoader));
const seriesLoader = (screen: ContentScreen) => lazyLoader(() => import('./features/category/series-data').then((m) => m.seriesLoader(screen)));
const newsListLoader = lazyLoader(() => import('./features/news/news-data').then((m) => m.newsListLoader));
const newsDetailLoader = lazyLoader(() => import('./features/news/news-data').then((m) => m.newsDetailLoader));
const latestNewsLoader = lazyLoader(() => import('./features/news/news-data').then((m) => m.latestNewsLoader));
const giftingLoader = lazyLoader(() => import('./features/gifting/gifting-loader').then((m) => m.giftingLoader));
const aboutUsLoader = lazyLoader(() => import('./features/jobs/career-data').then((m) => m.withCareer(contentLoader('ABOUT_US'))));
const memberLoader = lazyLoader(() => import('./features/activity/activity-data').then((m) => m.memberLoader));
const contactLoader = lazyLoader(() => import('./features/contact/contact-data').then((m) => m.contactLoader));
const findUsLoader = lazyLoader(() => import('./features/store-finder/finder-data').then((m) => m.findUsLoader));
const flagshipLoader = lazyLoader(() => import('./features/store-finder/finder-data').then((m) => m.flagshipLoader));
const directoryLoader = lazyLoader(() => import('./features/store-finder/finder-data').then((m) => m.directoryLoader));
const certificationLoader = lazyLoader(() => import('./features/club-auth/club-auth-data').then((m) => m.certificationLoader));
const brandStoryLoader = lazyLoader(() => import('./features/brand-story/brand-story-data').then((m) => m.brandStoryLoader));
const brandStoryPageLoader = lazyLoader(() => import('./features/brand-story/brand-story-data').then((m) => m.brandStoryPageLoader));
const shortLinkLoader = lazyLoader(() => import('./features/short-link/short-link-data').then((m) => m.shortLinkLoader));

const home = () => import('./pages/home');
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

/** A brand story sub-page: a content screen under the brand story trail. */
const brandStoryRoute = (id: string, path: string, screen: ContentScreen, title: string): RouteDef => ({
  id, path, page: () => import('./pages/brand-story-sub'), loader: contentLoader(screen), title,
});
/** A content or customer-service page of the brand: content screen, document title and FAQ lists. */
const serviceRoute = (id: string, path: string, screen: ContentScreen, title: string): RouteDef => ({
  id, path, page: () => import('./pages/service-page'), loader: contentLoader(screen), title, documentTitle: () => title,
});
const p = t.pages;

/** Every route of the site; any other path redirects to /. */
export const routes: RouteDef[] = [
  { id: 'home', path: '/', page: home, loader: contentLoader('HOME') },
  { id: 'product', path: '/pdp/:slug', page: product, loader: productLoader, documentTitle: titleWhenOk<ProductData>((data) => data.productDetail.productName) },
  { id: 'products', path: '/products', page: () => import('./pages/series'), loader: seriesLoader('MAIN_SERIES'), title: p.products },
  { id: 'leaf-category', path: '/products/category/:code', page: productList, loader: categoryListingLoader, title: p.products },
  { id: 'category', path: '/products/:nav1', page: category, loader: categoryLoader, title: p.products },
  { id: 'product-list', path: '/products/:nav1/:nav2', page: productList, loader: categoryListingLoader, title: p.products },
  { id: 'collections', path: '/collections', page: () => import('./pages/collections'), loader: seriesLoader('COLLECTIONS'), title: p.collections },
  { id: 'collections-nav1', path: '/collections/:nav1', page: () => import('./pages/collection-category'), loader: categoryLoader, title: p.collections },
  { id: 'collections-nav2', path: '/collections/:nav1/:nav2', page: () => import('./pages/collection-list'), loader: categoryListingLoader, title: p.collections },
  { id: 'search', path: '/search-results-page', page: searchResults, loader: searchResultsLoader, title: p.search },
  { id: 'news', path: '/news', page: () => import('./pages/news'), loader: newsListLoader, title: p.news },
  { id: 'news-detail', path: '/news/:id', page: () => import('./pages/news-detail'), loader: newsDetailLoader, title: p.news },
  { id: 'latest-news', path: '/latest-news', page: () => import('./pages/latest-news'), loader: latestNewsLoader, title: p.latestNews },
  { id: 'gifting', path: '/gifting', page: () => import('./pages/gifting'), loader: giftingLoader, title: p.gifting, documentTitle: titleWhenOk<GiftingSource>(() => p.gifting) },
  { id: 'about-us', path: '/about-us', page: () => import('./pages/about-us'), loader: aboutUsLoader, title: p.aboutUs, documentTitle: () => p.aboutUs },
  serviceRoute('trial', '/trial', 'TRIAL', p.trial),
  serviceRoute('question', '/question', 'QUESTIONS', p.question),
  { id: 'member', path: '/member', page: () => import('./pages/member'), loader: memberLoader, title: p.member },
  { id: 'contact-us', path: '/contact-us', page: contactUs, loader: contactLoader, title: p.contactUs },
  { id: 'find-us', path: '/find-us', page: () => import('./pages/find-us'), loader: findUsLoader, title: p.findUs },
  { id: 'flagship-stores', path: '/find-us/flagship-stores', page: () => import('./pages/flagship-stores'), loader: flagshipLoader, title: p.flagshipStores },
  serviceRoute('flora-danica', '/flora-danica', 'FLORA_DANICA', p.floraDanica),
  serviceRoute('cookie', '/cookie', 'COOKIE', p.cookie),
  { id: 'cs', path: '/cs', page: () => import('./pages/bare-service-page'), loader: contentLoader('CS'), title: p.cs, bare: true },
  { id: 'certification', path: '/certification', page: () => import('./pages/certification'), loader: certificationLoader, title: p.certification },
  { id: 'store-list', path: '/store-list', page: () => import('./pages/store-list'), loader: directoryLoader, title: p.storeList },
  { id: 'verification', path: '/verification', page: () => import('./pages/verification'), title: p.verification },
  { id: 'cs-verification', path: '/customer-service/product-verification', page: () => import('./pages/verification'), title: p.verification },
  { id: 'brand-story', path: '/brand-story', page: () => import('./pages/brand-story'), loader: brandStoryLoader, title: p.brandStory },
  brandStoryRoute('our-history', '/brand-story/our-history', 'OUR_HISTORY', p.ourHistory),
  brandStoryRoute('annual-plate', '/brand-story/our-history/annual-plate', 'ANNUAL_PLATE', p.annualPlate),
  brandStoryRoute('workmanship', '/brand-story/workmanship', 'WORKMANSHIP', p.workmanship),
  brandStoryRoute('about-iittala', '/brand-story/about-iittala', 'ABOUT_IITTALA', p.aboutIittala),
  brandStoryRoute('product-story', '/brand-story/product-story', 'PRODUCT_STORY', p.productStory),
  { id: 'brand-story-page', path: '/brand-story/:slug', page: () => import('./pages/brand-story-config'), loader: brandStoryPageLoader, title: p.brandStory },
  serviceRoute('customised', '/customer-service/customised', 'CUSTOMISED', p.customised),
  serviceRoute('gift-wrap', '/customer-service/gift-wrap', 'GIFT_WRAP', p.giftWrap),
  serviceRoute('damaged-and-replaced', '/customer-service/damaged-and-replaced', 'DAMAGED_AND_REPLACED', p.damagedAndReplaced),
  serviceRoute('product-maintenance', '/customer-service/product-maintenance', 'PRODUCT_MAINTENANCE', p.productMaintenance),
  serviceRoute('faq', '/customer-service/faq', 'FAQ', p.faq),
  { id: 'short-link', path: '/s/:code', page: () => import('./pages/short-link'), loader: shortLinkLoader, title: p.shortLink, bare: true },
  ...(previewEnabled ? [{ id: 'preview', path: '/__preview', page: () => import('./pages/preview'), title: t.preview.title }] : []),
];
