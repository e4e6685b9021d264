import { useLoaderData } from 'react-router-dom';
import { collectionsSection } from '../features/shared/category/catalogue-links';
import { CategoryPage } from '../features/shared/category/category-page';
import { categoryHandle } from './catalogue-handles';
import type { loader } from './collection-category.data';

export const handle = categoryHandle(collectionsSection);

/** /collections/{nav1}: a category under the collections trail, its cards leading on within /collections. */
export default function CollectionCategoryPage() {
  return <CategoryPage loaded={useLoaderData<typeof loader>()} section={collectionsSection} />;
}
