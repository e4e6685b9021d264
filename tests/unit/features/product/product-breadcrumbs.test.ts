import { describe, expect, it } from 'vitest';
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

describe('product breadcrumbs', () => {
  it('series products, the first category of the product, then the product', () => {
    expect(productBreadcrumbs(product, null, ctx)).toEqual([
      { label: '系列产品', to: '/products' },
      { label: '一号木', to: '/products/category/golf-drivers' },
      { label: 'SIM3 MAX 一号木' },
    ]);
  });

  it('the category named by ?vc= when the product is in it, linked the way a type-5 link goes (not a leaf: /products/{code})', () => {
    expect(productBreadcrumbs(product, 'golf', ctx)[1]).toEqual({ label: '高尔夫球杆', to: '/products/golf' });
  });

  it('falls back to the first category when ?vc= names one neither the product nor the category tree knows', () => {
    expect(productCategory(product, 'homeware')?.code).toBe('golf-drivers');
    expect(productCategory(product, 'homeware', undefined)?.code).toBe('golf-drivers');
  });

  it('?vc= of a parent category the product is not directly in (from that category\'s list) takes the name the loader found in the tree', () => {
    const crumbs = productBreadcrumbs(product, 'woods', { isLeafCategory: () => false }, '木杆');
    expect(crumbs[1]).toEqual({ label: '木杆', to: '/products/woods' });
  });

  it('an unknown category (no leaf flag) goes to /products/{code}', () => {
    expect(categoryPath('new-code', ctx)).toBe('/products/new-code');
  });

  it('a product without categories: series products and the product only', () => {
    expect(productBreadcrumbs({ ...product, virtualCategoryList: [] }, 'golf', ctx)).toEqual([
      { label: '系列产品', to: '/products' },
      { label: 'SIM3 MAX 一号木' },
    ]);
  });
});
