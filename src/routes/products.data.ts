import { seriesLoader } from '../features/shared/category/series-data';

export const screens = ['MAIN_SERIES'] as const;
export const loader = seriesLoader('MAIN_SERIES');
