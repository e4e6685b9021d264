import { useLoaderData } from 'react-router-dom';
import { latestNewsLoader } from '../features/news/news-data';
import { LatestNews } from '../features/news/news-pages';
import { t } from '../i18n/zh-CN';
import { titledHandle } from './route-handle';

export const loader = latestNewsLoader;
export const handle = titledHandle(t.pages.latestNews);

/** /latest-news: the newest news of every catalogue. */
export default function LatestNewsPage() {
  return <LatestNews title={handle.title} data={useLoaderData<typeof loader>()} />;
}
