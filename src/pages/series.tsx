import { useLoaderData } from 'react-router-dom';
import { productsSection } from '../features/category/catalogue-links';
import type { seriesLoader } from '../features/category/series-data';
import { SeriesList } from '../features/category/series-list';

/** /products: the MAIN_SERIES content, then the series leading to their category pages. */
export default function SeriesPage() {
  return <SeriesList data={useLoaderData<ReturnType<typeof seriesLoader>>()} section={productsSection} />;
}
