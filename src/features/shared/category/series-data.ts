import type { LoaderFunctionArgs } from 'react-router-dom';
import type { VirtualCategory } from '../../../../schemas/api/category';
import type { ContentScreen } from '../../../../schemas/site-constants';
import { empty, load, type Loaded } from '../../../api/load';
import { screenContent, type RouteContent } from '../content/route-content';
import { siteCategoryTree } from './category-tree';
import { pageData } from '../page-answer/page-status';

/** A series list's data: the screen's CMS content and the series (the top-level categories), each loaded on its own. */
export interface SeriesData {
  content: RouteContent;
  series: Loaded<VirtualCategory[]>;
}

/** /products and /collections: the screen's content and the category tree, fetched in parallel; neither failure hides the other. */
export function seriesOf(screen: ContentScreen) {
  const content = screenContent(screen);
  return async (args: LoaderFunctionArgs): Promise<SeriesData> => {
    const [loadedContent, series] = await Promise.all([
      content(args),
      load('series', async () => {
        const tree = await siteCategoryTree(args.context, args.request.signal);
        return tree.length > 0 ? tree : empty('the category tree has no series');
      }),
    ]);
    return { content: loadedContent, series };
  };
}

/** The /products loader: its series, with the status their calls earn. */
export function seriesLoader(screen: ContentScreen) {
  const series = seriesOf(screen);
  return async (args: LoaderFunctionArgs) => {
    const data = await series(args);
    return pageData(data, [data.content, data.series]);
  };
}
