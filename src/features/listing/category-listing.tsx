import { useLoaderData, useParams } from 'react-router-dom';
import { useBreadcrumbs } from '../../state/use-breadcrumbs';
import { listingBreadcrumbs, type CatalogueSection } from '../category/catalogue-links';
import { ContentEmpty, ContentFailed } from '../content/cms-content';
import type { categoryListingLoader, ListingData } from './listing-loader';
import { ProductListing } from './product-listing';

function Listing({ data, code, section }: { data: ListingData; code: string; section: CatalogueSection }) {
  const title = data.trail[data.trail.length - 1]?.virtualCategoryName || code;
  useBreadcrumbs(listingBreadcrumbs(section, data.trail, title));
  return <ProductListing data={data} title={title} />;
}

/** The products of a category (the last code of the path), under the trail of its section. */
export function CategoryListing({ section }: { section: CatalogueSection }) {
  const loaded = useLoaderData<typeof categoryListingLoader>();
  const params = useParams();
  if (loaded.status === 'failed') return <ContentFailed message={loaded.message} />;
  if (loaded.status === 'empty') return <ContentEmpty />;
  return <Listing data={loaded.data} code={params.nav2 ?? params.code ?? ''} section={section} />;
}
