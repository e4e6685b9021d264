import { newsDetailLoader } from '../features/news/news-data';

export const loader = newsDetailLoader;
