import { useLoaderData } from 'react-router-dom';
import { CollectionGuide } from '../features/collection-guide/collection-guide';
import { collectionsSection } from '../features/shared/category/catalogue-links';
import { SeriesList } from '../features/shared/category/series-list';
import { loadOnCall } from '../lib/load-on-call';
import { seriesHandle } from './catalogue-handles';

export const loader = loadOnCall(() => import('./collections.data').then((data) => data.loader));
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
