import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { virtualCategorySchema, type VirtualCategory } from '../../../../../schemas/api/category';
import { categories as fixtureTree } from '../../../../../fixtures/api/catalogue-data';
import { categoryTrail } from '../../../../../src/features/shared/category/category-cache';
import { collectionsSection, listingBreadcrumbs, productsSection } from '../../../../../src/features/shared/category/catalogue-links';

const tree: VirtualCategory[] = fixtureTree().map((c) => virtualCategorySchema.parse(c));
const node = (code: string, leafFlag: boolean | null, subList: VirtualCategory[] = []): VirtualCategory => ({
  virtualCategoryCode: code, virtualCategoryName: '', description: '', virtualBackgroundUrl: '', productUrl: '', linkText: '', leafFlag, subList,
});
const segments = (href: string) => href.split('/').slice(1).map(decodeURIComponent);

describe('series and category links', () => {
  it('/products: a leaf to its list, any other category to its page, wherever it is listed', () => {
    expect(productsSection.href(node('golf', false))).toBe('/products/golf');
    expect(productsSection.href(node('irons', true), 'golf')).toBe('/products/category/irons');
    // No flag: a category without sub-categories is a leaf.
    expect(productsSection.href(node('gear', null))).toBe('/products/category/gear');
    expect(productsSection.href(node('woods', null, [node('drivers', true)]), 'golf')).toBe('/products/woods');
  });

  it('/collections: a category to /collections/{code}, a leaf to /collections/{parent}/{code}, a leaf series to its product list', () => {
    expect(collectionsSection.href(node('golf', false))).toBe('/collections/golf');
    expect(collectionsSection.href(node('woods', false), 'golf')).toBe('/collections/woods');
    expect(collectionsSection.href(node('irons', true), 'golf')).toBe('/collections/golf/irons');
    expect(collectionsSection.href(node('gifts', true))).toBe('/products/category/gifts');
  });

  it('any code stays one path segment that decodes to the code', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), fc.boolean(), (code, parent, leaf) => {
        for (const href of [productsSection.href(node(code, leaf), parent), collectionsSection.href(node(code, leaf), parent), collectionsSection.href(node(code, leaf))]) {
          expect(segments(href).at(-1)).toBe(code);
          expect(href.startsWith('/') && !href.startsWith('//')).toBe(true);
        }
        const underParent = segments(collectionsSection.href(node(code, leaf), parent));
        expect(underParent).toEqual(leaf ? ['collections', parent, code] : ['collections', code]);
      }),
      { numRuns: 1000 },
    );
  });

  it('a listing trail links each level within its section', () => {
    const trail = categoryTrail(tree, 'drivers');
    expect(listingBreadcrumbs(productsSection, trail, 'x')).toEqual([
      { label: '系列产品', to: '/products' },
      { label: '高尔夫球杆', to: '/products/golf' },
      { label: '木杆', to: '/products/woods' },
      { label: '一号木', to: '/products/category/drivers' },
    ]);
    expect(listingBreadcrumbs(collectionsSection, trail, 'x')).toEqual([
      { label: '精选系列', to: '/collections' },
      { label: '高尔夫球杆', to: '/collections/golf' },
      { label: '木杆', to: '/collections/woods' },
      { label: '一号木', to: '/collections/woods/drivers' },
    ]);
    expect(listingBreadcrumbs(collectionsSection, [], '未知分类')).toEqual([{ label: '精选系列', to: '/collections' }, { label: '未知分类' }]);
  });
});
