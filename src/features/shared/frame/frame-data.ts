import { useRouteLoaderData } from 'react-router-dom';
import type { FooterInfoLink } from '../../../../schemas/cms/footer-info';
import type { SiteSettings } from '../../../../schemas/cms/site-settings';
import type { FooterNav } from '../../../api/footer';
import type { Loaded } from '../../../api/load';
import type { NavItem } from '../../../api/navigation';
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

/** Whether a header nav item opens a submenu. */
export const hasSubmenu = (item: NavItem): boolean => item.data.length > 0;

/** The frame's data, from the root route's loader. */
export function useFrameData(): FrameData {
  const frame = useRouteLoaderData<FrameData>(ROOT_ROUTE_ID);
  if (!frame) throw new Error(`useFrameData: rendered outside the route '${ROOT_ROUTE_ID}', whose loader brings the frame's data`);
  return frame;
}

/** The site settings when they could be read; undefined after a failure (every use falls back to nothing). */
export function useSiteSettings(): SiteSettings | undefined {
  const { siteSettings } = useFrameData();
  return siteSettings.status === 'ok' ? siteSettings.data : undefined;
}
