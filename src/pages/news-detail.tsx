import { NewsArticle } from '../features/news/news-pages';

/** /news/{id}: one article. */
export default function Page() {
  return <NewsArticle />;
}
