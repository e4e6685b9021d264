import type { LoaderFunctionArgs } from 'react-router-dom';
import type { SiteSettings } from '../../../schemas/cms/site-settings';
import { fetchPageContents } from '../../api/cms';
import { empty, load, type Loaded } from '../../api/load';
import { apiClient } from '../../config/client';
import { env } from '../../config/env';
import { loadSiteSettings } from '../store/site-settings';

/** What the gifting route loads: its content list and the site settings (null when they cannot be read). */
export interface GiftingSource {
  list: unknown[];
  settings: SiteSettings | null;
}

/**
 * The /gifting loader: the page content by page id (with the token) and the site settings for the contact
 * fallbacks. The page groups the list itself, so the block contracts it reads stay out of the entry chunk.
 */
export function giftingLoader({ request }: LoaderFunctionArgs): Promise<Loaded<GiftingSource>> {
  return load('gifting', async () => {
    const [response, settings] = await Promise.all([
      fetchPageContents(apiClient, env.VITE_CONTENT_ID_GIFTS, request.signal),
      loadSiteSettings(),
    ]);
    const { data } = response;
    return data && data.length > 0 ? { list: data, settings } : empty('the content list is empty');
  });
}
