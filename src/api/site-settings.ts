import { siteSettingsContentsSchema, type SiteSettings } from '../../schemas/cms/site-settings';
import type { ApiClient } from './client';
import { parseResponse } from './contract';
import { endpoints } from './endpoints';
import { firstContents } from './navigation';

/** Site settings by content id (no token): phones, e-mail, fallback store, online stores. */
export async function fetchSiteSettings(client: ApiClient, contentId: string): Promise<SiteSettings> {
  return parseResponse(siteSettingsContentsSchema, await firstContents(client, contentId), `${endpoints.readableContent} site settings`);
}
