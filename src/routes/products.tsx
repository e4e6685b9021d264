import { useLoaderData } from 'react-router-dom';
import { productsSection } from '../features/shared/category/catalogue-links';
import { seriesLoader } from '../features/shared/category/series-data';
import { SeriesList } from '../features/shared/category/series-list';
import { seriesHandle } from './catalogue-handles';

export const loader = seriesLoader('MAIN_SERIES');
export const handle = seriesHandle(productsSection);

/** /products: the MAIN_SERIES content, then the series leading to their category pages. */
export default function ProductsPage() {
  return <SeriesList data={useLoaderData<typeof loader>()} section={productsSection} />;
}
