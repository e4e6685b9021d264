import { useLoaderData } from 'react-router-dom';
import { newsListLoader } from '../features/news/news-data';
import { NewsIndex } from '../features/news/news-pages';
import { t } from '../i18n/zh-CN';
import { titledHandle } from './route-handle';

export const loader = newsListLoader;
export const handle = titledHandle(t.pages.news);

/** /news: the news catalogues as tabs and a page of news. */
export default function NewsPage() {
  return <NewsIndex title={handle.title} loaded={useLoaderData<typeof loader>()} />;
}
