import type { ComponentType } from 'react';
import type { ContentScreen } from '../../schemas/site-constants';
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

/** The routes that are a feature of their own beside their screen's content; their data is feature-page.data.ts's table. */
export type FeaturePageId = 'news' | 'latest-news' | 'find-us' | 'flagship-stores' | 'store-list';

/**
 * A page that is a feature of its own and its screen's CMS content, shown only when it loaded: its route, its title,
 * where the content stands (`top`: it opens the page, above the feature; `below`: after it), the query its feature
 * reads, and its feature, in a chunk of its own, so a page's chunk holds only what it shows. Its screen, loader and
 * calls are on the data side (feature-page.data.ts), off the entry: a first visit never runs a loader.
 */
export interface FeaturePage<T> {
  id: FeaturePageId;
  title: string;
  place: ContentPlace;
  query?: readonly string[];
  feature: () => Promise<ComponentType<FeatureProps<T>>>;
}

/** A row of the feature pages: its data's type is its data module's to agree with (each page's test renders it with its loader). */
const featurePage = <T>(page: FeaturePage<T>) => page as FeaturePage<unknown>;

/** The pages that differ only in data beside their content screen; each is a row here, and one route module (feature-page.tsx) serves them all. */
export const FEATURE_PAGES: readonly FeaturePage<unknown>[] = [
  featurePage({
    id: 'news', title: t.pages.news, place: 'below', query: ['catalog', 'page'],
    feature: () => import('../features/news/news-pages').then((module) => module.NewsIndex),
  }),
  featurePage({
    id: 'latest-news', title: t.pages.latestNews, place: 'below', query: ['page'],
    feature: () => import('../features/news/news-pages').then((module) => module.LatestNews),
  }),
  featurePage({
    id: 'find-us', title: t.pages.findUs, place: 'below', query: ['province', 'city'],
    feature: () => import('../features/store-finder/store-pages').then((module) => module.FindUs),
  }),
  featurePage({
    id: 'flagship-stores', title: t.pages.flagshipStores, place: 'top',
    feature: () => import('../features/store-finder/store-pages').then((module) => module.FlagshipStores),
  }),
  featurePage({
    id: 'store-list', title: t.pages.storeList, place: 'below',
    feature: () => import('../features/store-finder/store-pages').then((module) => module.StoreDirectory),
  }),
];
