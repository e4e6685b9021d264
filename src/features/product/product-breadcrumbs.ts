import type { VirtualCategory } from '../../../schemas/api/category';
import type { ProductDetail } from '../../../schemas/api/product';
import { resolveLink, type LinkContext } from '../../engine/links';
import { t } from '../../i18n/zh-CN';
import { paths } from '../../engine/paths';
import type { BreadcrumbItem } from '../../state/page';
import { listingBreadcrumbs, productsSection } from '../shared/category/catalogue-links';

/** The category a product page sits in when the category tree cannot place it: the one ?vc= names from the product's own list, else its first. */
export function productCategory(product: Pick<ProductDetail, 'virtualCategoryList'>, vc: string | null) {
  const list = product.virtualCategoryList;
  return (vc ? list.find((c) => c.code === vc) : undefined) ?? list[0];
}

/** The page of a virtual category, the way a type-5 link goes there (leaf or not, by the site's leaf flags). */
export function categoryPath(code: string, ctx: LinkContext): string | undefined {
  const target = resolveLink({ linkType: 5, code }, ctx);
  return target.kind === 'internal' ? target.to : undefined;
}

/**
 * Breadcrumbs of a product page: its category's listing's own (series products, then each category from the root
 * down, `trail` from the category tree), then the product; without a trail, the category of its own list alone.
 */
export function productBreadcrumbs(
  product: Pick<ProductDetail, 'virtualCategoryList' | 'productName'>,
  vc: string | null,
  ctx: LinkContext,
  trail: readonly VirtualCategory[],
): BreadcrumbItem[] {
  const item = { label: product.productName };
  if (trail.length > 0) return [...listingBreadcrumbs(productsSection, trail, ''), item];
  const category = productCategory(product, vc);
  const to = category ? categoryPath(category.code, ctx) : undefined;
  return [{ label: t.pages.products, to: paths.products() }, ...(category ? [{ label: category.name, ...(to ? { to } : {}) }] : []), item];
}
