import type { LoaderFunctionArgs } from 'react-router-dom';
import { useLoaderData, useMatches } from 'react-router-dom';
import { fetchScreenContents } from '../../api/cms';
import { empty, load, type Loaded } from '../../api/load';
import { apiClient } from '../../config/client';
import type { ContentScreen } from '../../../schemas/build-settings';
import { env } from '../../config/env';
import { loadRichText, opensWithRichText } from '../../ui/rich-text-loader';

/** A content route's data: the screen's CMS content list, or why there is none. */
export type RouteContent = Loaded<unknown[]>;

/** A route's part of the document title, read from its loader data; undefined leaves the site's default alone. */
export type DocumentTitle = (data: unknown) => string | undefined;

/** What a route carries in its `handle`. */
export interface RouteHandle {
  /** The label of its breadcrumb and heading. */
  title?: string;
  /** What it adds to the site's default document title (src/app/document-head.tsx renders the one title). */
  documentTitle?: DocumentTitle;
}

/** A document-title part read from the loader's ok answer (its type named by the route); no part on any other answer. */
export const titleWhenOk =
  <T>(read: (data: T) => string): DocumentTitle =>
  (data) => {
    const loaded = data as Loaded<T> | undefined;
    return loaded?.status === 'ok' ? read(loaded.data) : undefined;
  };

/** The loader of a content screen: its content list, fetched without the token while the page module loads. */
export function contentLoader(screen: ContentScreen) {
  return ({ request }: LoaderFunctionArgs): Promise<RouteContent> =>
    load(`content ${screen}`, async () => {
      const { data } = await fetchScreenContents(apiClient, env[`VITE_CONTENT_ID_${screen}`], request.signal);
      // The sanitiser comes with the data when the first screen shows rich text, so it renders at once.
      if (opensWithRichText(data)) await loadRichText();
      return data && data.length > 0 ? data : empty('the content list is empty');
    });
}

/** The CMS content of the current route. */
export const useRouteContent = () => useLoaderData() as RouteContent;

/** The title the current route carries in its handle ('' when none). */
export function useRouteTitle(): string {
  const matches = useMatches();
  return (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.title ?? '';
}
