import { useSearchParams } from 'react-router-dom';
import type { ListedProduct } from '../../../../schemas/api/listing';
import type { ProductCard as ProductCardData } from '../../../../schemas/cms/block-parts';
import { t } from '../../../i18n/zh-CN';
import { PageState } from '../../../ui/page-state';
import { Pager } from '../../../ui/pager';
import { ProductCard } from '../../../ui/product-card';
import { ListingFilters } from './listing-filters';
import type { ListingData } from './listing-loader';
import { withoutFilters } from './listing-query';
import { paths } from '../../../engine/paths';
import styles from './listing.module.css';

/** A listed product as a product card, linking to its page with the listed category for its breadcrumbs. */
export function toProductCard(product: ListedProduct, vc?: string): ProductCardData {
  return {
    spuId: product.productId,
    image: product.majorImageUrl,
    name: product.productName,
    series: product.i18nBrandSeriesName?.en?.trim() || product.brandSeriesName,
    price: product.salePrice ?? 0,
    link: { linkType: 3, linkSpuId: product.productId, ...(vc ? { vc } : {}) },
  };
}

/** A listing: its heading and count, the filters and sorts, the product cards (or a calm empty state) and the pages. */
export function ProductListing({ data, title }: { data: ListingData; title: string }) {
  const [params] = useSearchParams();
  const { page, facets, query } = data;
  const pageCount = Math.max(1, Math.ceil(page.total / page.pageSize));
  const cleared = withoutFilters(params).toString();
  const filtered = Object.keys(query.filters).length > 0;
  const c = t.catalogue;
  return (
    <section className={styles.listing} aria-labelledby="listing-title">
      <header className={styles.header}>
        <h1 id="listing-title" className={styles.title}>{title}</h1>
        <p className={styles.count} role="status">{c.count(page.total)}</p>
      </header>
      <ListingFilters key={params.toString()} facets={facets} query={query} />
      {page.list.length > 0 ? (
        <ul className={styles.grid}>
          {page.list.map((product, i) => (
            <li key={product.productId}>
              {/* The first row on a phone (two cards) holds the largest paint: eager and high priority. */}
              <ProductCard
                product={toProductCard(product, query.virtualCategoryCode)}
                sizes="(min-width: 1200px) 25vw, (min-width: 768px) 33vw, 50vw"
                priority={i < 2}
                heading="h2"
              />
            </li>
          ))}
        </ul>
      ) : (
        // Clearing is offered only where there is a filter to clear; a search or a category without hits leads to the series.
        <PageState
          tone="empty"
          title={c.noResults}
          message={filtered ? c.noResultsMessage : query.keyword ? c.noHitsMessage : c.categoryUnavailableMessage}
          action={filtered ? { to: cleared ? `?${cleared}` : '?', label: c.clearFilters } : { to: paths.products(), label: t.states.browseProducts }}
        />
      )}
      <Pager page={page.pageNum} pages={pageCount} />
    </section>
  );
}
