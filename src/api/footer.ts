import { followUsSchema, footerContentsSchema, footerGroupSchema, type FollowUs, type FooterGroup } from '../../schemas/cms/footer';
import { footerInfoDataSchema, type FooterInfoLink } from '../../schemas/cms/footer-info';
import type { ApiClient } from './client';
import { readEach, readFirstContents, readModelContent } from './navigation';

// Apart from the header's calls: the footer's code, these with it, comes only when the footer nears the viewport.

/** The footer navigation: groups, follow-us entries and the app-download QR image. */
export interface FooterNav {
  groups: FooterGroup[];
  followUs: FollowUs[];
  appQrImg: string;
  issues: string[];
}

/** Footer navigation by content id: groups and follow-us entries read one by one. */
export async function fetchFooterNav(client: ApiClient, contentId: string): Promise<FooterNav> {
  const contents = await readFirstContents(client, contentId, footerContentsSchema, 'footer');
  const issues: string[] = [];
  const groups = readEach(footerGroupSchema, contents.navItem, 'navItem', issues);
  const followUs = readEach(followUsSchema, contents.followUs, 'followUs', issues);
  return { groups, followUs, appQrImg: contents.appQrImg, issues };
}

/** Footer info by content id: the linkCon lines (filing notice ...); throws when unsuccessful. */
export async function fetchFooterInfo(client: ApiClient, contentId: string): Promise<FooterInfoLink[]> {
  return (await readModelContent(client, contentId, footerInfoDataSchema, 'footer info'))?.contents.linkCon ?? [];
}
