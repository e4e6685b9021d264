import { useLoaderData } from 'react-router-dom';
import { CollectionGuide } from '../features/collection-guide/collection-guide';
import { collectionsSection } from '../features/shared/category/catalogue-links';
import { SeriesList } from '../features/shared/category/series-list';
import { seriesHandle } from './catalogue-handles';
import type { loader } from './collections.data';

export const handle = seriesHandle(collectionsSection);

/** /collections: the COLLECTIONS content, then the series leading into /collections/{code}; the collection dialog under the title. */
export default function CollectionsPage() {
  const { page, content } = useLoaderData<typeof loader>();
  return (
    <SeriesList data={page} section={collectionsSection}>
      <CollectionGuide content={content} />
    </SeriesList>
  );
}
