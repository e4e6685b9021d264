import { searchResultsLoader } from '../features/search/search-results-data';

export const lists = 'products';
export const loader = searchResultsLoader;
