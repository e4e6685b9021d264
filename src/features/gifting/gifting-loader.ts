import type { LoaderFunctionArgs } from 'react-router-dom';
import { fetchPageContents } from '../../api/cms';
import { empty, load, type Loaded } from '../../api/load';
import { apiClient } from '../../config/client';
import { env } from '../../config/env';

/** What the gifting route loads: its content list (the site settings for the contact fallbacks are the frame's). */
export interface GiftingSource {
  list: unknown[];
}

/**
 * The /gifting loader: the page content by page id (with the token). The page groups the list itself, so the block
 * contracts it reads stay out of the entry chunk.
 */
export function giftingLoader({ request }: LoaderFunctionArgs): Promise<Loaded<GiftingSource>> {
  return load('gifting', async () => {
    const { data } = await fetchPageContents(apiClient, env.VITE_CONTENT_ID_GIFTS, request.signal);
    return data && data.length > 0 ? { list: data } : empty('the content list is empty');
  });
}
