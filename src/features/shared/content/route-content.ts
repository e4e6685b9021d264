import type { LoaderFunctionArgs } from 'react-router-dom';
import { fetchScreenContents } from '../../../api/cms';
import { empty, load, type Loaded } from '../../../api/load';
import { apiOf } from '../../../config/client';
import type { ContentScreen } from '../../../../schemas/site-constants';
import { env } from '../../../config/env';
import { parseBlocks, type ParseResult } from '../../../engine/parse';
import { pageData } from '../page-answer/page-status';
import { opensWithRichText } from '../../../ui/rich-text-loader';
import { preloadRichText } from '../../../ui/preload-rich-text';

/** A content route's data: the screen's CMS content, parsed into its blocks and the issues of those skipped, or why there is none. */
export type RouteContent = Loaded<ParseResult>;

/** Where a screen shows its content: opening the page, or below the page's own feature (or in a dialog), off the first screen. */
export type ContentPlace = 'top' | 'below';

/**
 * A content screen's content, fetched without the token and parsed here, once: what a page's loader puts beside its
 * own data (the hydration data carries the typed blocks, and the page renders them as they are).
 */
export function screenContent(screen: ContentScreen, place: ContentPlace = 'top') {
  return ({ request, context }: LoaderFunctionArgs): Promise<RouteContent> =>
    load(`content ${screen}`, async () => {
      const { data } = await fetchScreenContents(apiOf(context), env[`VITE_CONTENT_ID_${screen}`], request.signal);
      // The sanitiser comes with the data when the first screen shows rich text, so it renders at once; further down, RichText fetches it on approach.
      if (place === 'top' && opensWithRichText(data)) await preloadRichText();
      return data && data.length > 0 ? parseBlocks(data) : empty('the content list is empty');
    });
}

/** The loader of a page that is its content screen alone: the list, with the status its call earns. */
export function contentLoader(screen: ContentScreen, place: ContentPlace = 'top') {
  const content = screenContent(screen, place);
  return async (args: LoaderFunctionArgs) => {
    const loaded = await content(args);
    return pageData(loaded, [loaded]);
  };
}

/** A screen's own data and its CMS content, each loaded on its own: failed or empty content leaves the feature as it is. */
export interface WithContent<T> {
  page: T;
  content: RouteContent;
}

/**
 * The loader of a screen that shows its CMS content beside a feature of its own: both fetched in parallel, the page's
 * status earned by the content and by the feature's calls that `callsOf` names.
 */
export function withContent<T>(screen: ContentScreen, place: ContentPlace, pageLoader: (args: LoaderFunctionArgs) => Promise<T>, callsOf: (page: T) => (Loaded<unknown> | undefined)[]) {
  const content = screenContent(screen, place);
  return async (args: LoaderFunctionArgs) => {
    const [page, loaded] = await Promise.all([pageLoader(args), content(args)]);
    return pageData<WithContent<T>>({ page, content: loaded }, [loaded, ...callsOf(page)]);
  };
}
