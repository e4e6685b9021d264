import type { Loaded } from '../api/load';
import { categoryName, listingBreadcrumbs, type CatalogueSection } from '../features/shared/category/catalogue-links';
import { isLeaf } from '../api/categories';
import type { CategoryData } from '../features/shared/category/category-loader';
import type { ListingData } from '../features/shared/listing/listing-loader';
import { listingTitle } from '../features/shared/listing/listing-title';
import type { RouteHandle } from './route-handle';

/** A series list (/products, /collections): the section's title as heading and breadcrumb. */
export const seriesHandle = (section: CatalogueSection) => ({
  title: section.root.label,
  breadcrumbs: () => [{ label: section.root.label }],
}) satisfies RouteHandle;

/** A category page: the section, then the category; none when it failed or is a leaf that forwards to its list. */
export const categoryHandle = (section: CatalogueSection) => ({
  title: section.root.label,
  breadcrumbs: (loaded: Loaded<CategoryData>) => {
    if (loaded.status !== 'ok') return [];
    const { category } = loaded.data;
    return isLeaf(category) && category.subList.length === 0 ? [] : [section.root, { label: categoryName(category) }];
  },
  description: (loaded: Loaded<CategoryData>) => (loaded.status === 'ok' ? loaded.data.category.description : undefined),
}) satisfies RouteHandle<Loaded<CategoryData>>;

/** A product list: the section, then each category from the root down to the listed one. */
export const listingHandle = (section: CatalogueSection) => ({
  title: section.root.label,
  breadcrumbs: (loaded: Loaded<ListingData>, { params }) =>
    loaded.status === 'ok' ? listingBreadcrumbs(section, loaded.data.trail, listingTitle(loaded.data, params)) : [],
  description: (loaded: Loaded<ListingData>) => (loaded.status === 'ok' ? loaded.data.trail.at(-1)?.description : undefined),
}) satisfies RouteHandle<Loaded<ListingData>>;
