import { productsSection } from '../features/category/catalogue-links';
import { CategoryPage } from '../features/category/category-page';

/** /products/{nav1}: a category with its sub-categories; a leaf goes to its product list instead. */
export default function ProductsCategoryPage() {
  return <CategoryPage section={productsSection} />;
}
