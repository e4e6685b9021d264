import { seriesLoader } from '../features/shared/category/series-data';

export const loader = seriesLoader('MAIN_SERIES');
