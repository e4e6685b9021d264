import { collectionsSection } from '../features/category/catalogue-links';
import { CategoryListing } from '../features/listing/category-listing';

/** /collections/{nav1}/{nav2}: the products of nav2 under the collections trail. */
export default function CollectionListPage() {
  return <CategoryListing section={collectionsSection} />;
}
