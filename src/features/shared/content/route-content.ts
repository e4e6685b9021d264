import type { LoaderFunctionArgs } from 'react-router-dom';
import { fetchScreenContents } from '../../../api/cms';
import { empty, load, type Loaded } from '../../../api/load';
import { apiClient } from '../../../config/client';
import type { ContentScreen } from '../../../../schemas/build-settings';
import { env } from '../../../config/env';
import { loadRichText, opensWithRichText } from '../../../ui/rich-text-loader';

/** A content route's data: the screen's CMS content list, or why there is none. */
export type RouteContent = Loaded<unknown[]>;

/** The loader of a content screen: its content list, fetched without the token. */
export function contentLoader(screen: ContentScreen) {
  return ({ request }: LoaderFunctionArgs): Promise<RouteContent> =>
    load(`content ${screen}`, async () => {
      const { data } = await fetchScreenContents(apiClient, env[`VITE_CONTENT_ID_${screen}`], request.signal);
      // The sanitiser comes with the data when the first screen shows rich text, so it renders at once.
      if (opensWithRichText(data)) await loadRichText();
      return data && data.length > 0 ? data : empty('the content list is empty');
    });
}
