import { collectionsSection } from '../features/category/catalogue-links';
import { CategoryPage } from '../features/category/category-page';

/** /collections/{nav1}: a category under the collections trail, its cards leading on within /collections. */
export default function CollectionCategoryPage() {
  return <CategoryPage section={collectionsSection} />;
}
