// The site constants that every backend call names, shared by the site, the fixtures and the CLI (no zod: the page's
// own code reads them).

/** The store code sent (as a header) on every request. */
export const STORE_CODE = 'ST0002';
/** The sales channel: mainland China. */
export const CHANNEL_CODE = 'RC';

/** Screens whose CMS content id is a build setting (VITE_CONTENT_ID_<SCREEN>). */
export const CONTENT_SCREENS = [
  'HOME', 'PRODUCT_VERIFICATION', 'GIFTS', 'CAREER', 'JOBS', 'CONTACT_US', 'MEMBER', 'NEWS_LIST',
  'MAIN_SERIES', 'BRAND_STORY', 'OUR_HISTORY', 'WORKMANSHIP', 'ANNUAL_PLATE', 'COLLECTIONS', 'QUESTIONS',
  'LATEST_NEWS', 'ABOUT_US', 'TRIAL', 'COLLECTION_DIALOG', 'STORE_LIST', 'HEADER_NAV', 'FOOTER_NAV',
  'SITE_SETTINGS', 'FOOTER_INFO', 'FIND_US', 'FLAGSHIP_STORES', 'FLORA_DANICA', 'COOKIE', 'CS', 'CERTIFICATION',
  'ABOUT_IITTALA', 'PRODUCT_STORY', 'CUSTOMISED', 'GIFT_WRAP', 'DAMAGED_AND_REPLACED', 'PRODUCT_MAINTENANCE', 'FAQ',
] as const;
/** One screen that has a CMS content id. */
export type ContentScreen = (typeof CONTENT_SCREENS)[number];
