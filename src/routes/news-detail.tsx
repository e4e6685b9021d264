import { useLoaderData } from 'react-router-dom';
import type { NewsDetail } from '../../schemas/api/news';
import type { Loaded } from '../api/load';
import { NewsArticle } from '../features/news/news-pages';
import { t } from '../i18n/zh-CN';
import type { RouteHandle } from './route-handle';
import { paths } from '../engine/paths';
import type { loader } from './news-detail.data';

export const handle = {
  title: t.pages.news,
  description: (loaded) => (loaded.status === 'ok' ? loaded.data.summary : undefined),
  breadcrumbs: (loaded) => [{ label: t.pages.news, to: paths.news() }, ...(loaded.status === 'ok' ? [{ label: loaded.data.title }] : [])],
} satisfies RouteHandle<Loaded<NewsDetail>>;

/** /news/{id}: one article. */
export default function NewsDetailPage() {
  return <NewsArticle loaded={useLoaderData<typeof loader>()} />;
}
