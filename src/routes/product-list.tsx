import { useLoaderData } from 'react-router-dom';
import { productsSection } from '../features/shared/category/catalogue-links';
import { CategoryListing } from '../features/shared/listing/category-listing';
import { listingHandle } from './catalogue-handles';
import type { loader } from './product-list.data';

export const handle = listingHandle(productsSection);

/** /products/{nav1}/{nav2} and /products/category/{code}: the products of a category. */
export default function ProductListPage() {
  return <CategoryListing loaded={useLoaderData<typeof loader>()} />;
}
