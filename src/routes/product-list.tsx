import { useLoaderData } from 'react-router-dom';
import { productsSection } from '../features/shared/category/catalogue-links';
import { CategoryListing } from '../features/shared/listing/category-listing';
import { loadOnCall } from '../lib/load-on-call';
import { listingHandle } from './catalogue-handles';

export const loader = loadOnCall(() => import('./product-list.data').then((data) => data.loader));
export const handle = listingHandle(productsSection);

/** /products/{nav1}/{nav2} and /products/category/{code}: the products of a category. */
export default function ProductListPage() {
  return <CategoryListing loaded={useLoaderData<typeof loader>()} />;
}
