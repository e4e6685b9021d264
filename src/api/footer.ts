import { followUsSchema, footerContentsSchema, footerGroupSchema, type FollowUs, type FooterGroup } from '../../schemas/cms/footer';
import { footerInfoResponseSchema, type FooterInfoLink } from '../../schemas/cms/footer-info';
import type { ApiClient } from './client';
import { parseResponse, requireOk } from './contract';
import { endpoints } from './endpoints';
import { firstContents, modelContent, readEach } from './navigation';

// Apart from the header's calls: the footer's code, these with it, comes only when the footer nears the viewport.

/** The footer navigation: groups, follow-us entries and the app-download QR image. */
export interface FooterNav {
  groups: FooterGroup[];
  followUs: FollowUs[];
  appQrImg: string;
  issues: string[];
}

/** Footer navigation by content id (no token): groups and follow-us entries read one by one. */
export async function fetchFooterNav(client: ApiClient, contentId: string): Promise<FooterNav> {
  const contents = parseResponse(footerContentsSchema, await firstContents(client, contentId), `${endpoints.readableContent} footer`);
  const issues: string[] = [];
  const groups = readEach(footerGroupSchema, contents.navItem, 'navItem', issues);
  const followUs = readEach(followUsSchema, contents.followUs, 'followUs', issues);
  return { groups, followUs, appQrImg: contents.appQrImg, issues };
}

/** Footer info by content id (no token): the linkCon lines (filing notice ...); throws when unsuccessful. */
export async function fetchFooterInfo(client: ApiClient, contentId: string): Promise<FooterInfoLink[]> {
  const response = requireOk(
    parseResponse(footerInfoResponseSchema, await modelContent(client, contentId), endpoints.modelContentDetail),
    endpoints.modelContentDetail,
    'success-and-code',
  );
  return response.data?.contents.linkCon ?? [];
}
