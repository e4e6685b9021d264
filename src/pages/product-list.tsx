import { productsSection } from '../features/category/catalogue-links';
import { CategoryListing } from '../features/listing/category-listing';

/** /products/{nav1}/{nav2} and /products/category/{code}: the products of a category. */
export default function ProductListPage() {
  return <CategoryListing section={productsSection} />;
}
