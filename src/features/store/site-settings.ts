import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import type { SiteSettings } from '../../../schemas/cms/site-settings';
import { fetchSiteSettings } from '../../api/site-settings';
import { apiClient } from '../../config/client';
import { env } from '../../config/env';

/** Site settings, or null when they cannot be read (warned once; callers fall back to nothing). */
export async function loadSiteSettings(): Promise<SiteSettings | null> {
  try {
    return await fetchSiteSettings(apiClient, env.VITE_CONTENT_ID_SITE_SETTINGS);
  } catch (error) {
    console.warn(`[site settings] failed: ${(error as Error).message}`);
    return null;
  }
}

// Frame data, not page data: loaded once per visit for every page, it must never hold up a route, so it is an atom rather than a loader.
const siteSettingsQueryAtom = atom(() => loadSiteSettings());
/** The site settings: undefined while loading, null after a failure. */
export const siteSettingsAtom = unwrap(siteSettingsQueryAtom, () => undefined);
