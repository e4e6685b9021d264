import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import { fetchPageContents } from '../../api/cms';
import { empty, load, type Loaded } from '../../api/load';
import { apiOf } from '../../config/client';
import { env } from '../../config/env';
import { paths } from '../../engine/paths';
import { pageData } from '../shared/page-answer/page-status';
import { groupGifting, hasGifting, type Gifting } from './gifting-data';

/**
 * The /gifting loader: the page content by page id (with the token), grouped into the page's models. Content with
 * nothing to show sends the visitor home; a failed request is the page's to tell (a toast, then home).
 */
export async function giftingLoader({ request, context }: LoaderFunctionArgs) {
  const loaded: Loaded<Gifting> = await load('gifting', async () => {
    const { data } = await fetchPageContents(apiOf(context), env.VITE_CONTENT_ID_GIFTS, request.signal);
    return data && data.length > 0 ? groupGifting(data) : empty('the content list is empty');
  });
  if (loaded.status === 'empty' || (loaded.status === 'ok' && !hasGifting(loaded.data))) throw replace(paths.home());
  return pageData(loaded, [loaded]);
}
