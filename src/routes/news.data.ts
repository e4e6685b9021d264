import { newsListLoader } from '../features/news/news-data';
import { withContent } from '../features/shared/content/route-content';

export const loader = withContent('NEWS_LIST', 'below', newsListLoader, (news) => [news, news.status === 'ok' ? news.data.page : undefined]);
