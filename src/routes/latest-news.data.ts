import { latestNewsLoader } from '../features/news/news-data';
import { withContent } from '../features/shared/content/route-content';

export const loader = withContent('LATEST_NEWS', 'below', latestNewsLoader, (news) => [news.page]);
