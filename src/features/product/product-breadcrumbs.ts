import type { ProductDetail } from '../../../schemas/api/product';
import { resolveLink, type LinkContext } from '../../engine/links';
import { t } from '../../i18n/zh-CN';
import type { BreadcrumbItem } from '../../state/page';

/** The category a product page sits in: the one named by ?vc= when the product is in it, else its first one. */
export function productCategory(product: Pick<ProductDetail, 'virtualCategoryList'>, vc: string | null) {
  const list = product.virtualCategoryList;
  return (vc ? list.find((c) => c.code === vc) : undefined) ?? list[0];
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
): BreadcrumbItem[] {
  const category = productCategory(product, vc);
  const to = category ? categoryPath(category.code, ctx) : undefined;
  return [
    { label: t.pages.products, to: '/products' },
    ...(category ? [{ label: category.name, ...(to ? { to } : {}) }] : []),
    { label: product.productName },
  ];
}
