import { useLoaderData } from 'react-router-dom';
import { newsListLoader } from '../features/news/news-data';
import { NewsIndex } from '../features/news/news-pages';
import { CmsContent } from '../features/shared/content/cms-content';
import { withContent } from '../features/shared/content/route-content';
import { t } from '../i18n/zh-CN';
import { titledHandle } from './route-handle';

export const loader = withContent('NEWS_LIST', 'below', newsListLoader, (news) => [news, news.status === 'ok' ? news.data.page : undefined]);
export const handle = titledHandle(t.pages.news);

/** /news: the news catalogues as tabs and a page of news, then the NEWS_LIST content (notes for readers come after the news). */
export default function NewsPage() {
  const { page, content } = useLoaderData<typeof loader>();
  return (
    <>
      <NewsIndex title={handle.title} loaded={page} />
      {content.status === 'ok' && <CmsContent content={content} place="below" />}
    </>
  );
}
