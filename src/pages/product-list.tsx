import { useLoaderData, useParams } from 'react-router-dom';
import { listingBreadcrumbs } from '../features/category/category-breadcrumbs';
import { ContentEmpty, ContentFailed } from '../features/content/cms-content';
import type { categoryListingLoader, ListingData } from '../features/listing/listing-loader';
import { ProductListing } from '../features/listing/product-listing';
import { useBreadcrumbs } from '../state/use-breadcrumbs';

function CategoryListing({ data, code }: { data: ListingData; code: string }) {
  const title = data.trail[data.trail.length - 1]?.virtualCategoryName || code;
  useBreadcrumbs(listingBreadcrumbs(data.trail, title));
  return <ProductListing data={data} title={title} />;
}

/** /products/{nav1}/{nav2} and /products/category/{code}: the products of a category. */
export default function ProductListPage() {
  const loaded = useLoaderData<typeof categoryListingLoader>();
  const params = useParams();
  if (loaded.status === 'failed') return <ContentFailed message={loaded.message} />;
  if (loaded.status === 'empty') return <ContentEmpty />;
  return <CategoryListing data={loaded.data} code={params.nav2 ?? params.code ?? ''} />;
}
