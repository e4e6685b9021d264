/** Business constants of spec point 9. */
export const STORE_CODE = 'ST0002';
export const CHANNEL_CODE = 'RC';
export const SITE_ID = 'RC';
export const COPYRIGHT_YEAR = 2024;
export const BRAND_NAME = 'MERIDIAN';
/** The channel shows breadcrumbs (spec: true for channel RC). */
export const BREADCRUMB_VISIBLE = CHANNEL_CODE === 'RC';
/** The traditional-Chinese site uses other labels; this build is the mainland site. */
export const IS_TW_SITE = SITE_ID !== 'RC';
