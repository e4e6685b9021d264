import type { NewsSummary } from '../../schemas/api/news';
import { formatDate } from './format';

/** A publish time as 'yyyy-MM-dd' ('' when missing or unreadable); 'yyyy-MM-dd HH:mm:ss' strings are read as local time. */
export function newsDate(publishTime: NewsSummary['publishTime']): string {
  if (publishTime == null || publishTime === '') return '';
  const value = typeof publishTime === 'string' ? publishTime.replace(/^(\d{4}-\d{2}-\d{2}) (\d)/, '$1T$2') : publishTime;
  return formatDate(value, 'yyyy-MM-dd');
}
