import { useLoaderData } from 'react-router-dom';
import { productsSection } from '../features/category/catalogue-links';
import { CategoryListing } from '../features/listing/category-listing';
import { categoryListingLoader } from '../features/listing/listing-loader';
import { listingHandle } from './catalogue-handles';

export const loader = categoryListingLoader;
export const handle = listingHandle(productsSection);

/** /products/{nav1}/{nav2} and /products/category/{code}: the products of a category. */
export default function ProductListPage() {
  return <CategoryListing loaded={useLoaderData<typeof loader>()} />;
}
