import { useLoaderData } from 'react-router-dom';
import { productsSection } from '../features/shared/category/catalogue-links';
import { CategoryListing } from '../features/shared/listing/category-listing';
import { categoryListingLoader } from '../features/shared/listing/listing-loader';
import { listingHandle } from './catalogue-handles';

export const loader = categoryListingLoader;
export const handle = listingHandle(productsSection);

/** /products/{nav1}/{nav2} and /products/category/{code}: the products of a category. */
export default function ProductListPage() {
  return <CategoryListing loaded={useLoaderData<typeof loader>()} />;
}
