import { useLoaderData } from 'react-router-dom';
import { productsSection } from '../features/shared/category/catalogue-links';
import { CategoryPage } from '../features/shared/category/category-page';
import { loadOnCall } from '../lib/load-on-call';
import { categoryHandle } from './catalogue-handles';

export const loader = loadOnCall(() => import('./category.data').then((data) => data.loader));
export const handle = categoryHandle(productsSection);

/** /products/{nav1}: a category with its sub-categories; a leaf goes to its product list instead. */
export default function ProductsCategoryPage() {
  return <CategoryPage loaded={useLoaderData<typeof loader>()} section={productsSection} />;
}
