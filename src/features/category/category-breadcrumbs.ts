import type { VirtualCategory } from '../../../schemas/api/category';
import { t } from '../../i18n/zh-CN';
import type { BreadcrumbItem } from '../../state/page';
import { categoryHref } from './category-view';

/** Breadcrumbs of a product list: the series products, then each category from the root down to the listed one. */
export function listingBreadcrumbs(trail: readonly VirtualCategory[], fallbackLabel: string): BreadcrumbItem[] {
  const crumbs = trail.map((c) => ({ label: c.virtualCategoryName || c.virtualCategoryCode, to: categoryHref(c) }));
  return [{ label: t.pages.products, to: '/products' }, ...(crumbs.length > 0 ? crumbs : [{ label: fallbackLabel }])];
}
