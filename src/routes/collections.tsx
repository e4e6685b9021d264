import { useLoaderData } from 'react-router-dom';
import { CollectionGuide } from '../features/collection-guide/collection-guide';
import { collectionsSection } from '../features/shared/category/catalogue-links';
import { seriesOf } from '../features/shared/category/series-data';
import { SeriesList } from '../features/shared/category/series-list';
import { withContent } from '../features/shared/content/route-content';
import { seriesHandle } from './catalogue-handles';

// The dialog's content comes with the page, so the server renders the button and the dialog opens without a wait.
export const loader = withContent('COLLECTION_DIALOG', 'below', seriesOf('COLLECTIONS'), (series) => [series.content, series.series]);
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
