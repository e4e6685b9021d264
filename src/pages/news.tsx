import { NewsIndex } from '../features/news/news-pages';

/** /news: the news catalogues as tabs and a page of news. */
export default function Page() {
  return <NewsIndex />;
}
