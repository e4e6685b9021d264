import { LatestNews } from '../features/news/news-pages';

/** /latest-news: the newest news of every catalogue. */
export default function Page() {
  return <LatestNews />;
}
