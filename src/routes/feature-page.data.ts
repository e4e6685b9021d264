import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ContentScreen } from '../../schemas/site-constants';
import type { Loaded } from '../api/load';
import { withContent } from '../features/shared/content/route-content';
import type { FeaturePage, FeaturePageId } from './content-pages';

/** The data side of a feature page: its content screen, its feature's loader (fetched on its first call) and the calls of its data that earn the page its HTTP status, beside its content's. */
interface FeatureData<T> {
  screen: ContentScreen;
  loader: () => Promise<(args: LoaderFunctionArgs) => Promise<T>>;
  calls: (loaded: T) => (Loaded<unknown> | undefined)[];
}

/** A row of the table: its loader and its calls checked to agree on their data, which only the page's feature reads. */
const featureData = <T>(data: FeatureData<T>) => data as FeatureData<unknown>;

const FEATURE_DATA: Record<FeaturePageId, FeatureData<unknown>> = {
  news: featureData({
    screen: 'NEWS_LIST',
    loader: () => import('../features/news/news-data').then((module) => module.newsListLoader),
    calls: (news) => [news, news.status === 'ok' ? news.data.page : undefined],
  }),
  'latest-news': featureData({
    screen: 'LATEST_NEWS',
    loader: () => import('../features/news/news-data').then((module) => module.latestNewsLoader),
    calls: (news) => [news.page],
  }),
  'find-us': featureData({
    screen: 'FIND_US',
    loader: () => import('../features/store-finder/finder-data').then((module) => module.findUsLoader),
    calls: (finder) => [finder, finder.status === 'ok' ? finder.data.result : undefined],
  }),
  'flagship-stores': featureData({
    screen: 'FLAGSHIP_STORES',
    loader: () => import('../features/store-finder/finder-data').then((module) => module.flagshipLoader),
    calls: (stores) => [stores],
  }),
  'store-list': featureData({
    screen: 'STORE_LIST',
    loader: () => import('../features/store-finder/finder-data').then((module) => module.directoryLoader),
    calls: (directory) => [directory],
  }),
};

/** The data of a row of the feature pages: the feature's data and its screen's content, fetched side by side (the content's call does not wait for the feature's loader to arrive). */
export function featurePageData({ id, place }: FeaturePage<unknown>) {
  const { screen, loader, calls } = FEATURE_DATA[id];
  return { loader: withContent(screen, place, async (args: LoaderFunctionArgs) => (await loader())(args), calls), screens: [screen] };
}
