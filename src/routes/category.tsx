import { useLoaderData } from 'react-router-dom';
import { productsSection } from '../features/shared/category/catalogue-links';
import { CategoryPage } from '../features/shared/category/category-page';
import { categoryHandle } from './catalogue-handles';
import type { loader } from './category.data';

export const handle = categoryHandle(productsSection);

/** /products/{nav1}: a category with its sub-categories; a leaf goes to its product list instead. */
export default function ProductsCategoryPage() {
  return <CategoryPage loaded={useLoaderData<typeof loader>()} section={productsSection} />;
}
