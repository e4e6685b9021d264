import { data, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { FooterInfoLink } from '../../../../schemas/cms/footer-info';
import type { SiteSettings } from '../../../../schemas/cms/site-settings';
import type { FooterNav } from '../../../api/footer';
import type { Loaded } from '../../../api/load';
import type { NavItem } from '../../../api/navigation';
import { siteLeafCategories } from '../category/category-tree';
import { loadFooterInfo, loadFooterNav } from './footer-data';
import { loadHeaderNav } from './header-nav';
import { loadSiteSettings } from '../store/site-settings';
import type { LeafCategories } from '../../../ui/cms-link';

/** The id of the root route, whose loader brings the frame's data. */
export const ROOT_ROUTE_ID = 'root';

/** What every page's frame shows: header and footer navigation, footer lines, site settings and the category leaf flags. */
export interface FrameData {
  /** Empty after a failure, which only warns (the spec's rule for navigation). */
  headerNav: NavItem[];
  footerNav: FooterNav;
  /** The filing notice alone when the lines are empty or fail. */
  footerInfo: FooterInfoLink[];
  siteSettings: Loaded<SiteSettings>;
  /** Code -> leaf flag, for the canonical address of type-5 links; empty when the tree cannot be had. */
  leafCategories: LeafCategories;
}

/**
 * The root route's loader: the frame's data, loaded beside the first page's own (once a visit, the root never
 * revalidates), so the server renders the frame with the page and the browser hydrates it from the same data.
 */
export async function frameLoader({ request }: LoaderFunctionArgs) {
  const [headerNav, footerNav, footerInfo, siteSettings, leafCategories] = await Promise.all([
    loadHeaderNav(),
    loadFooterNav(),
    loadFooterInfo(),
    loadSiteSettings(),
    siteLeafCategories(request.signal),
  ]);
  // The frame's other calls fall back to nothing; site settings that failed fail the page, which no cache keeps.
  return data<FrameData>({ headerNav, footerNav, footerInfo, siteSettings, leafCategories }, { status: siteSettings.status === 'failed' ? 503 : 200 });
}

/** The frame's data, from the root route's loader. */
export function useFrameData(): FrameData {
  const frame = useRouteLoaderData<typeof frameLoader>(ROOT_ROUTE_ID);
  if (!frame) throw new Error(`useFrameData: rendered outside the route '${ROOT_ROUTE_ID}', whose loader brings the frame's data`);
  return frame;
}

/** The site settings when they could be read; undefined after a failure (every use falls back to nothing). */
export function useSiteSettings(): SiteSettings | undefined {
  const { siteSettings } = useFrameData();
  return siteSettings.status === 'ok' ? siteSettings.data : undefined;
}
