import { CHANNEL_CODE } from '../../schemas/site-constants';

/** Business constants of the site: store and channel codes, copyright year, brand. */
export const COPYRIGHT_YEAR = 2024;
export const BRAND_NAME = 'MERIDIAN';
/** The channel shows breadcrumbs (spec: true for channel RC). */
export const BREADCRUMB_VISIBLE = CHANNEL_CODE === 'RC';
/** The site's ICP filing notice: shown in the footer even when the footer info content is empty or fails (the law asks for it on every page). */
export const FILING_NOTICE = { linkText: '沪ICP备19790001号-1', icon: '', linkUrl: { linkType: '1', val: 'https://beian.miit.gov.cn/' } };
/**
 * How long a bare page waits for the next page's data before it gives up (ASSUMED: the spec sets no limit, and the
 * HTTP client has no timeout, so a call that hangs would hold the visitor forever).
 */
export const NAVIGATION_LIMIT_MS = 10_000;

/** Where the brand's logo files are served (dark on light, and white on the primary colour). */
export const LOGO_SRC = { dark: '/fixture-images/logo.svg', light: '/fixture-images/logo-white.svg' } as const;
