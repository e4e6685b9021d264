import type { ProductDetail } from '../../../schemas/api/product';
import { resolveLink, type LinkContext } from '../../engine/links';
import { t } from '../../i18n/zh-CN';
import { paths } from '../../engine/paths';
import type { BreadcrumbItem } from '../../state/page';

/**
 * The category a product page sits in: the one ?vc= names (from the product's own list, else by `vcName`, its name in
 * the category tree, as when the visitor came from a parent category's list), else the product's first one.
 */
export function productCategory(product: Pick<ProductDetail, 'virtualCategoryList'>, vc: string | null, vcName?: string) {
  const list = product.virtualCategoryList;
  const own = vc ? list.find((c) => c.code === vc) : undefined;
  return own ?? (vc && vcName ? { code: vc, name: vcName } : list[0]);
}

/** The page of a virtual category, the way a type-5 link goes there (leaf or not, by the site's leaf flags). */
export function categoryPath(code: string, ctx: LinkContext): string | undefined {
  const target = resolveLink({ linkType: 5, code }, ctx);
  return target.kind === 'internal' ? target.to : undefined;
}

/** Breadcrumbs of a product page: the series products, the product's category (from ?vc= or its own list), the product. */
export function productBreadcrumbs(
  product: Pick<ProductDetail, 'virtualCategoryList' | 'productName'>,
  vc: string | null,
  ctx: LinkContext,
  vcName?: string,
): BreadcrumbItem[] {
  const category = productCategory(product, vc, vcName);
  const to = category ? categoryPath(category.code, ctx) : undefined;
  return [
    { label: t.pages.products, to: paths.products() },
    ...(category ? [{ label: category.name, ...(to ? { to } : {}) }] : []),
    { label: product.productName },
  ];
}
