import type { VirtualCategory } from '../../../../schemas/api/category';
import { t } from '../../../i18n/zh-CN';
import { paths } from '../../../engine/paths';
import type { BreadcrumbItem } from '../../../state/page';
import { isLeaf } from '../../../api/categories';

/** A section of the catalogue that walks the category tree: its root crumb and where each category leads in it. */
export interface CatalogueSection {
  root: { label: string; to: string };
  /** Where a category leads; `parentCode` is the category it is listed under (none for a series). */
  href: (category: VirtualCategory, parentCode?: string) => string;
}

/** /products: a leaf to its product list (/products/category/{code}), any other to its category page (/products/{code}). */
export const productsSection: CatalogueSection = {
  root: { label: t.pages.products, to: paths.products() },
  href: (category) => (isLeaf(category) ? paths.productLeaf : paths.productCategory)(category.virtualCategoryCode),
};

/**
 * /collections: a category to its page (/collections/{code}); a leaf to its product list under the category it is
 * listed in (/collections/{parent}/{code}); a leaf series has no parent, so it goes to its list among the products.
 */
export const collectionsSection: CatalogueSection = {
  root: { label: t.pages.collections, to: paths.collections() },
  href: (category, parentCode) => {
    const code = category.virtualCategoryCode;
    if (!isLeaf(category)) return paths.collectionCategory(code);
    return parentCode ? paths.collectionList(parentCode, code) : paths.productLeaf(code);
  },
};

/** The name a category shows (its code when it has none). */
export const categoryName = (category: VirtualCategory) => category.virtualCategoryName || category.virtualCategoryCode;

/** Breadcrumbs of a product list: the section, then each category from the root down to the listed one. */
export function listingBreadcrumbs(section: CatalogueSection, trail: readonly VirtualCategory[], fallbackLabel: string): BreadcrumbItem[] {
  const crumbs = trail.map((c, i) => ({ label: categoryName(c), to: section.href(c, trail[i - 1]?.virtualCategoryCode) }));
  return [section.root, ...(crumbs.length > 0 ? crumbs : [{ label: fallbackLabel }])];
}
