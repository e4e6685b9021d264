import type { LoaderFunctionArgs } from 'react-router-dom';
import { useLoaderData } from 'react-router-dom';
import type { CmsItem } from '../../../schemas/cms/page';
import { fetchPageContents } from '../../api/cms';
import { apiClient } from '../../config/client';
import type { ContentScreen } from '../../config/env-schema';
import { env } from '../../config/env';

/** What a content route's loader hands its page: the CMS items, or the reason there are none. */
export interface RouteContent {
  items: CmsItem[];
  error?: string;
}

/** Loader that fetches a screen's CMS content while the page module loads; it never throws. */
export function contentLoader(screen: ContentScreen) {
  return async ({ request }: LoaderFunctionArgs): Promise<RouteContent> => {
    try {
      const response = await fetchPageContents(apiClient, env[`VITE_CONTENT_ID_${screen}`]);
      if (!response.success) return { items: [], error: response.errorMessage ?? undefined };
      return { items: response.data ?? [] };
    } catch (error) {
      if (request.signal.aborted) return { items: [] };
      return { items: [], error: (error as Error).message };
    }
  };
}

/** The CMS content of the current route. */
export const useRouteContent = () => useLoaderData() as RouteContent | undefined;
