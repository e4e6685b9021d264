import { useLoaderData } from 'react-router-dom';
import { productsSection } from '../features/shared/category/catalogue-links';
import { SeriesList } from '../features/shared/category/series-list';
import { seriesHandle } from './catalogue-handles';
import type { loader } from './products.data';

export const handle = seriesHandle(productsSection);

/** /products: the MAIN_SERIES content, then the series leading to their category pages. */
export default function ProductsPage() {
  return <SeriesList data={useLoaderData<typeof loader>()} section={productsSection} />;
}
