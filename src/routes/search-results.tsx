import { useLoaderData, useSearchParams } from 'react-router-dom';
import { ContentFailed } from '../features/shared/content/cms-content';
import { ProductListing } from '../features/shared/listing/product-listing';
import { NewsHits } from '../features/search/news-hits';
import { t } from '../i18n/zh-CN';
import { PageState } from '../ui/page-state';
import { titledHandle } from './route-handle';
import { paths } from '../engine/paths';
import type { loader } from './search-results.data';

export const handle = titledHandle(t.pages.search);

/** /search-results-page?keyword=...: the products matching the keyword, paged, then the news it found; or a calm state. */
export default function SearchResultsPage() {
  const { products, news } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  if (products.status === 'empty') return <PageState tone="empty" title={t.catalogue.searchEmpty} message={t.catalogue.searchEmptyMessage} action={{ to: paths.products(), label: t.states.browseProducts }} />;
  return (
    <>
      {products.status === 'ok' ? <ProductListing data={products.data} title={t.catalogue.searchTitle(params.get('keyword')?.trim() ?? '')} /> : <ContentFailed message={products.message} />}
      {/* Both failed: the one failed state above says it all. */}
      {(products.status === 'ok' || news.status === 'ok') && <NewsHits news={news} />}
    </>
  );
}
