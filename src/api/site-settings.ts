import { siteSettingsContentsSchema, type SiteSettings } from '../../schemas/cms/site-settings';
import type { ApiClient } from './client';
import { readFirstContents } from './navigation';

/** Site settings by content id: phones, e-mail, fallback store, online stores. */
export function fetchSiteSettings(client: ApiClient, contentId: string): Promise<SiteSettings> {
  return readFirstContents(client, contentId, siteSettingsContentsSchema, 'site settings');
}
