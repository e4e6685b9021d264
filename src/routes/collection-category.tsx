import { useLoaderData } from 'react-router-dom';
import { collectionsSection } from '../features/shared/category/catalogue-links';
import { CategoryPage } from '../features/shared/category/category-page';
import { loadOnCall } from '../lib/load-on-call';
import { categoryHandle } from './catalogue-handles';

export const loader = loadOnCall(() => import('./collection-category.data').then((data) => data.loader));
export const handle = categoryHandle(collectionsSection);

/** /collections/{nav1}: a category under the collections trail, its cards leading on within /collections. */
export default function CollectionCategoryPage() {
  return <CategoryPage loaded={useLoaderData<typeof loader>()} section={collectionsSection} />;
}
