import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ContentScreen } from '../../schemas/site-constants';
import type { Loaded } from '../api/load';
import type { RouteId } from '../engine/route-paths';
import type { ContentPlace } from '../features/shared/content/route-content';
import { t } from '../i18n/zh-CN';

/**
 * Where a content page stands: a content or customer-service page (`service`), a brand story sub-page
 * (`brand-story`, under its trail), or the bare customer-service page of the messaging app (`bare`).
 */
export type ContentFrame = 'service' | 'brand-story' | 'bare';

/** A page that is one content screen under its heading, and nothing else: its route, its screen, its title, its frame. */
export interface ContentPage {
  id: RouteId;
  screen: ContentScreen;
  title: string;
  frame: ContentFrame;
}

/** The pages that differ only in data; each is a row here, and one route module (content-page.tsx) serves them all. */
export const CONTENT_PAGES: readonly ContentPage[] = [
  { id: 'trial', screen: 'TRIAL', title: t.pages.trial, frame: 'service' },
  { id: 'question', screen: 'QUESTIONS', title: t.pages.question, frame: 'service' },
  { id: 'flora-danica', screen: 'FLORA_DANICA', title: t.pages.floraDanica, frame: 'service' },
  { id: 'cookie', screen: 'COOKIE', title: t.pages.cookie, frame: 'service' },
  { id: 'customised', screen: 'CUSTOMISED', title: t.pages.customised, frame: 'service' },
  { id: 'gift-wrap', screen: 'GIFT_WRAP', title: t.pages.giftWrap, frame: 'service' },
  { id: 'damaged-and-replaced', screen: 'DAMAGED_AND_REPLACED', title: t.pages.damagedAndReplaced, frame: 'service' },
  { id: 'product-maintenance', screen: 'PRODUCT_MAINTENANCE', title: t.pages.productMaintenance, frame: 'service' },
  { id: 'faq', screen: 'FAQ', title: t.pages.faq, frame: 'service' },
  { id: 'our-history', screen: 'OUR_HISTORY', title: t.pages.ourHistory, frame: 'brand-story' },
  { id: 'annual-plate', screen: 'ANNUAL_PLATE', title: t.pages.annualPlate, frame: 'brand-story' },
  { id: 'workmanship', screen: 'WORKMANSHIP', title: t.pages.workmanship, frame: 'brand-story' },
  { id: 'about-iittala', screen: 'ABOUT_IITTALA', title: t.pages.aboutIittala, frame: 'brand-story' },
  { id: 'product-story', screen: 'PRODUCT_STORY', title: t.pages.productStory, frame: 'brand-story' },
  { id: 'cs', screen: 'CS', title: t.pages.cs, frame: 'bare' },
];

/** What the feature of a feature page takes: the page's heading, and what its loader answered. */
export interface FeatureProps<T> {
  title: string;
  loaded: T;
}

/**
 * A page that is a feature of its own and its screen's CMS content, shown only when it loaded: its route, its title,
 * its screen, where the content stands (`top`: it opens the page, above the feature; `below`: after it), the query its
 * feature reads; its feature and the feature's loader each come in a chunk of their own, so a page's chunk holds only
 * what it shows and its data chunk only what it fetches.
 */
export interface FeaturePage<T> {
  id: RouteId;
  title: string;
  screen: ContentScreen;
  place: ContentPlace;
  query?: readonly string[];
  feature: () => Promise<ComponentType<FeatureProps<T>>>;
  loader: () => Promise<(args: LoaderFunctionArgs) => Promise<T>>;
  /** The calls of the feature's data that earn the page its HTTP status, beside its content's. */
  calls: (loaded: T) => (Loaded<unknown> | undefined)[];
}

/** A row of the feature pages: its feature, loader and calls checked to agree on their data, which no one else reads. */
const featurePage = <T>(page: FeaturePage<T>) => page as FeaturePage<unknown>;

/** The pages that differ only in data beside their content screen; each is a row here, and one route module (feature-page.tsx) serves them all. */
export const FEATURE_PAGES: readonly FeaturePage<unknown>[] = [
  featurePage({
    id: 'news', title: t.pages.news, screen: 'NEWS_LIST', place: 'below', query: ['catalog', 'page'],
    feature: () => import('../features/news/news-pages').then((module) => module.NewsIndex),
    loader: () => import('../features/news/news-data').then((module) => module.newsListLoader),
    calls: (news) => [news, news.status === 'ok' ? news.data.page : undefined],
  }),
  featurePage({
    id: 'latest-news', title: t.pages.latestNews, screen: 'LATEST_NEWS', place: 'below', query: ['page'],
    feature: () => import('../features/news/news-pages').then((module) => module.LatestNews),
    loader: () => import('../features/news/news-data').then((module) => module.latestNewsLoader),
    calls: (news) => [news.page],
  }),
  featurePage({
    id: 'find-us', title: t.pages.findUs, screen: 'FIND_US', place: 'below', query: ['province', 'city'],
    feature: () => import('../features/store-finder/store-pages').then((module) => module.FindUs),
    loader: () => import('../features/store-finder/finder-data').then((module) => module.findUsLoader),
    calls: (finder) => [finder, finder.status === 'ok' ? finder.data.result : undefined],
  }),
  featurePage({
    id: 'flagship-stores', title: t.pages.flagshipStores, screen: 'FLAGSHIP_STORES', place: 'top',
    feature: () => import('../features/store-finder/store-pages').then((module) => module.FlagshipStores),
    loader: () => import('../features/store-finder/finder-data').then((module) => module.flagshipLoader),
    calls: (stores) => [stores],
  }),
  featurePage({
    id: 'store-list', title: t.pages.storeList, screen: 'STORE_LIST', place: 'below',
    feature: () => import('../features/store-finder/store-pages').then((module) => module.StoreDirectory),
    loader: () => import('../features/store-finder/finder-data').then((module) => module.directoryLoader),
    calls: (directory) => [directory],
  }),
];
