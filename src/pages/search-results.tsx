import { useLoaderData, useSearchParams } from 'react-router-dom';
import { ContentFailed } from '../features/content/cms-content';
import type { searchListingLoader } from '../features/listing/listing-loader';
import { ProductListing } from '../features/listing/product-listing';
import { t } from '../i18n/zh-CN';
import { useBreadcrumbs } from '../state/use-breadcrumbs';
import { PageState } from '../ui/page-state';

/** /search-results-page?keyword=...: the products matching the keyword, paged, or a calm state. */
export default function SearchResultsPage() {
  const loaded = useLoaderData<typeof searchListingLoader>();
  const [params] = useSearchParams();
  useBreadcrumbs([{ label: t.pages.search }]);
  if (loaded.status === 'failed') return <ContentFailed message={loaded.message} />;
  if (loaded.status === 'empty') return <PageState tone="empty" title={t.catalogue.searchEmpty} message={t.catalogue.searchEmptyMessage} action={{ to: '/products', label: t.states.browseProducts }} />;
  return <ProductListing data={loaded.data} title={t.catalogue.searchTitle(params.get('keyword')?.trim() ?? '')} />;
}
