import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { siteLeafCategories } from '../category/category-tree';
import { loadFooterInfo, loadFooterNav } from './footer-data';
import type { FrameData } from './frame-data';
import { loadHeaderNav } from './header-nav';
import { loadSiteSettings } from '../store/site-settings';

/** The content screens of the frame, shown on every page (the bare ones' site settings too): a publish of one purges them all. */
export const FRAME_SCREENS = ['HEADER_NAV', 'FOOTER_NAV', 'FOOTER_INFO', 'SITE_SETTINGS'] as const;

/**
 * The root route's loader: the frame's data, loaded beside the first page's own (once a visit, the root never
 * revalidates), so the server renders the frame with the page and the browser hydrates it from the same data.
 */
export async function frameLoader({ request, context }: LoaderFunctionArgs) {
  const [headerNav, footerNav, footerInfo, siteSettings, leafCategories] = await Promise.all([
    loadHeaderNav(context),
    loadFooterNav(context),
    loadFooterInfo(context),
    loadSiteSettings(context),
    siteLeafCategories(context, request.signal),
  ]);
  // The frame's other calls fall back to nothing; site settings that failed fail the page, which no cache keeps.
  return data<FrameData>({ headerNav, footerNav, footerInfo, siteSettings, leafCategories }, { status: siteSettings.status === 'failed' ? 503 : 200 });
}
