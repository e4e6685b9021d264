import type { ContentScreen } from '../../schemas/site-constants';
import type { RouteId } from '../engine/route-paths';
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
