import { atom } from 'jotai';
import { t } from '../i18n/zh-CN';

/** Default title, description and keywords, used by every page that sets none. */
export interface Tdk {
  title: string;
  description: string;
  keywords: string;
}

/** One breadcrumb: a label and, except for the current page, a link. */
export interface BreadcrumbItem {
  label: string;
  to?: string;
}

export const defaultTdkAtom = atom<Tdk>({ title: t.defaultTitle, description: t.defaultDescription, keywords: t.defaultKeywords });
/** Breadcrumbs of the page on screen; set on entering a page and cleared on leaving. */
export const breadcrumbItemsAtom = atom<BreadcrumbItem[]>([]);
