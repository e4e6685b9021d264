import { useParams } from 'react-router-dom';
import type { Loaded } from '../../../api/load';
import { ContentEmpty, ContentFailed } from '../content/cms-content';
import { listingTitle } from './listing-title';
import type { ListingData } from './listing-loader';
import { ProductListing } from './product-listing';

/** The products of a category (the last code of the path). */
export function CategoryListing({ loaded }: { loaded: Loaded<ListingData> }) {
  const params = useParams();
  if (loaded.status === 'failed') return <ContentFailed message={loaded.message} />;
  // No such category (the loader's 404).
  if (loaded.status === 'empty') return <ContentEmpty />;
  return <ProductListing data={loaded.data} title={listingTitle(loaded.data, params)} />;
}
