import { useLoaderData } from 'react-router-dom';
import { collectionsSection } from '../features/shared/category/catalogue-links';
import { seriesLoader } from '../features/shared/category/series-data';
import { SeriesList } from '../features/shared/category/series-list';
import { seriesHandle } from './catalogue-handles';

export const loader = seriesLoader('COLLECTIONS');
export const handle = seriesHandle(collectionsSection);

/** /collections: the COLLECTIONS content, then the series leading into /collections/{code}. */
export default function CollectionsPage() {
  return <SeriesList data={useLoaderData<typeof loader>()} section={collectionsSection} />;
}
