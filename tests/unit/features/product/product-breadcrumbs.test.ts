import { describe, expect, it } from 'vitest';
import type { VirtualCategory } from '../../../../schemas/api/category';
import type { LinkContext } from '../../../../src/engine/links';
import { categoryPath, productBreadcrumbs, productCategory } from '../../../../src/features/product/product-breadcrumbs';

const leafs: Record<string, boolean> = { 'golf-drivers': true, golf: false };
const ctx: LinkContext = { isLeafCategory: (code) => leafs[code] };
const product = {
  productName: 'SIM3 MAX 一号木',
  virtualCategoryList: [
    { code: 'golf-drivers', name: '一号木' },
    { code: 'golf', name: '高尔夫球杆' },
  ],
};
const node = (code: string, name: string, leafFlag: boolean): VirtualCategory =>
  ({ virtualCategoryCode: code, virtualCategoryName: name, leafFlag, description: '', virtualBackgroundUrl: '', productUrl: '', linkText: '', subList: [] });

describe('product breadcrumbs', () => {
  it('with the category\'s path in the tree: the listing\'s own breadcrumbs (series products, each category from the root down), then the product', () => {
    const trail = [node('golf', '高尔夫球杆', false), node('woods', '木杆', false), node('golf-drivers', '一号木', true)];
    expect(productBreadcrumbs(product, null, ctx, trail)).toEqual([
      { label: '系列产品', to: '/products' },
      { label: '高尔夫球杆', to: '/products/golf' },
      { label: '木杆', to: '/products/woods' },
      { label: '一号木', to: '/products/category/golf-drivers' },
      { label: 'SIM3 MAX 一号木' },
    ]);
  });

  it('without a trail (the tree could not be had): series products, the first category of the product, then the product', () => {
    expect(productBreadcrumbs(product, null, ctx, [])).toEqual([
      { label: '系列产品', to: '/products' },
      { label: '一号木', to: '/products/category/golf-drivers' },
      { label: 'SIM3 MAX 一号木' },
    ]);
  });

  it('without a trail, the category named by ?vc= when the product is in it, linked the way a type-5 link goes (not a leaf: /products/{code})', () => {
    expect(productBreadcrumbs(product, 'golf', ctx, [])[1]).toEqual({ label: '高尔夫球杆', to: '/products/golf' });
  });

  it('falls back to the first category when ?vc= names one the product is not in', () => {
    expect(productCategory(product, 'homeware')?.code).toBe('golf-drivers');
  });

  it('an unknown category (no leaf flag) goes to /products/{code}', () => {
    expect(categoryPath('new-code', ctx)).toBe('/products/new-code');
  });

  it('a product without categories and no trail: series products and the product only', () => {
    expect(productBreadcrumbs({ ...product, virtualCategoryList: [] }, 'golf', ctx, [])).toEqual([
      { label: '系列产品', to: '/products' },
      { label: 'SIM3 MAX 一号木' },
    ]);
  });
});
