import type { ProductDetail } from '../../../schemas/api/product';
import { resolveLink, type LinkContext } from '../../engine/links';
import { t } from '../../i18n/zh-CN';
import { paths } from '../../engine/paths';
import type { BreadcrumbItem } from '../../state/page';

/** A category's name by code, when the site knows it (the category cache); undefined otherwise. */
export type CategoryName = (code: string) => string | undefined;

/**
 * The category a product page sits in: the one ?vc= names (from the product's own list, else by the name the
 * category cache knows, as when the visitor came from a parent category's list), else the product's first one.
 */
export function productCategory(product: Pick<ProductDetail, 'virtualCategoryList'>, vc: string | null, nameOf: CategoryName = () => undefined) {
  const list = product.virtualCategoryList;
  const own = vc ? list.find((c) => c.code === vc) : undefined;
  const known = vc && !own ? nameOf(vc) : undefined;
  return own ?? (vc && known ? { code: vc, name: known } : list[0]);
}

/** The page of a virtual category, the way a type-5 link goes there (leaf or not, from the category cache). */
export function categoryPath(code: string, ctx: LinkContext): string | undefined {
  const target = resolveLink({ linkType: 5, code }, ctx);
  return target.kind === 'internal' ? target.to : undefined;
}

/** Breadcrumbs of a product page: the series products, the product's category (from ?vc= or its own list), the product. */
export function productBreadcrumbs(
  product: Pick<ProductDetail, 'virtualCategoryList' | 'productName'>,
  vc: string | null,
  ctx: LinkContext,
  nameOf?: CategoryName,
): BreadcrumbItem[] {
  const category = productCategory(product, vc, nameOf);
  const to = category ? categoryPath(category.code, ctx) : undefined;
  return [
    { label: t.pages.products, to: paths.products() },
    ...(category ? [{ label: category.name, ...(to ? { to } : {}) }] : []),
    { label: product.productName },
  ];
}
