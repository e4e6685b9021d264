import { useLoaderData } from 'react-router-dom';
import { NewsIndex } from '../features/news/news-pages';
import { CmsContent } from '../features/shared/content/cms-content';
import { t } from '../i18n/zh-CN';
import { titledHandle } from './route-handle';
import type { loader } from './news.data';

export const handle = titledHandle(t.pages.news);

/** /news: the news catalogues as tabs and a page of news, then the NEWS_LIST content (notes for readers come after the news). */
export default function NewsPage() {
  const { page, content } = useLoaderData<typeof loader>();
  return (
    <>
      <NewsIndex title={handle.title} loaded={page} />
      <CmsContent content={content} place="below" optional />
    </>
  );
}
