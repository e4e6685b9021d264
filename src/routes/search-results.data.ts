import { searchResultsLoader } from '../features/search/search-results-data';

export const loader = searchResultsLoader;
