import { useLoaderData } from 'react-router-dom';
import { collectionsSection } from '../features/shared/category/catalogue-links';
import { CategoryListing } from '../features/shared/listing/category-listing';
import { listingHandle } from './catalogue-handles';
import type { loader } from './collection-list.data';

export const handle = listingHandle(collectionsSection);

/** /collections/{nav1}/{nav2}: the products of nav2 under the collections trail. */
export default function CollectionListPage() {
  return <CategoryListing loaded={useLoaderData<typeof loader>()} />;
}
