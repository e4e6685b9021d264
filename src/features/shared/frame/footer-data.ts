import type { FooterInfoLink } from '../../../../schemas/cms/footer-info';
import { fetchFooterInfo, fetchFooterNav, type FooterNav } from '../../../api/footer';
import { apiOf, type RequestContext } from '../../../config/client';
import { FILING_NOTICE } from '../../../config/constants';
import { env } from '../../../config/env';
import { keptCall } from '../kept-calls/kept-calls';

const EMPTY_NAV: FooterNav = { groups: [], followUs: [], appQrImg: '', issues: [] };

/** The footer navigation; empty after a failure, which only warns. */
export async function loadFooterNav(context: RequestContext): Promise<FooterNav> {
  try {
    const nav = await keptCall(context, 'footer nav', () => fetchFooterNav(apiOf(context), env.VITE_CONTENT_ID_FOOTER_NAV));
    if (nav.issues.length > 0) console.warn(`[footer] dropped ${nav.issues.length} entries\n  ${nav.issues.join('\n  ')}`);
    return nav;
  } catch (error) {
    console.warn(`[footer] navigation failed: ${(error as Error).message}`);
    return EMPTY_NAV;
  }
}

/** The footer info lines (filing notice ...); the filing notice alone, with a warning, when they are empty or fail. */
export async function loadFooterInfo(context: RequestContext): Promise<FooterInfoLink[]> {
  try {
    const lines = await keptCall(context, 'footer info', () => fetchFooterInfo(apiOf(context), env.VITE_CONTENT_ID_FOOTER_INFO));
    if (lines.length > 0) return lines;
    console.warn('[footer] info is empty: showing the filing notice of the build');
  } catch (error) {
    console.warn(`[footer] info failed: ${(error as Error).message}`);
  }
  return [FILING_NOTICE];
}
