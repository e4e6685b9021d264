import { useLoaderData } from 'react-router-dom';
import { collectionsSection } from '../features/category/catalogue-links';
import type { seriesLoader } from '../features/category/series-data';
import { SeriesList } from '../features/category/series-list';

/** /collections: the COLLECTIONS content, then the series leading into /collections/{code}. */
export default function CollectionsPage() {
  return <SeriesList data={useLoaderData<ReturnType<typeof seriesLoader>>()} section={collectionsSection} />;
}
