import { useLoaderData } from 'react-router-dom';
import { LatestNews } from '../features/news/news-pages';
import { CmsContent } from '../features/shared/content/cms-content';
import { t } from '../i18n/zh-CN';
import { titledHandle } from './route-handle';
import type { loader } from './latest-news.data';

export const handle = titledHandle(t.pages.latestNews);

/** /latest-news: the newest news of every catalogue, then the LATEST_NEWS content (where to go next, after the news). */
export default function LatestNewsPage() {
  const { page, content } = useLoaderData<typeof loader>();
  return (
    <>
      <LatestNews title={handle.title} data={page} />
      <CmsContent content={content} place="below" optional />
    </>
  );
}
