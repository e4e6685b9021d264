import { describe, expect, it } from 'vitest';
import { virtualCategorySchema } from '../../../schemas/api/category';
import { categories } from '../../../fixtures/api/catalogue-data';
import { leafFlagContext } from '../../../src/engine/links';
import { collectionsSection, productsSection } from '../../../src/features/shared/category/catalogue-links';
import { categoryHandle, listingHandle } from '../../../src/routes/catalogue-handles';

const golf = virtualCategorySchema.parse(categories()[0]);
const leaf = { ...golf, virtualCategoryCode: 'irons', virtualCategoryName: '铁杆', leafFlag: true, subList: [] };
const place = (params: Record<string, string>) => ({ params, search: new URLSearchParams(), links: leafFlagContext({}) });
const failed = { status: 'failed', cause: 'request', message: '请求失败，请稍后重试！' } as const;

describe('the catalogue routes\' breadcrumbs, from their loader data', () => {
  it('a category: its section, then the category; none when it failed or is a leaf that forwards to its list', () => {
    expect(categoryHandle(productsSection).breadcrumbs({ status: 'ok', data: { category: golf, trail: [golf] } })).toEqual([{ label: '系列产品', to: '/products' }, { label: '高尔夫球杆' }]);
    expect(categoryHandle(collectionsSection).breadcrumbs({ status: 'ok', data: { category: golf, trail: [golf] } })).toEqual([{ label: '精选系列', to: '/collections' }, { label: '高尔夫球杆' }]);
    expect(categoryHandle(productsSection).breadcrumbs({ status: 'ok', data: { category: leaf, trail: [golf, leaf] } })).toEqual([]);
    expect(categoryHandle(productsSection).breadcrumbs(failed)).toEqual([]);
  });

  it('a product list: its section, then the trail down to the listed category, or the code of the path when the trail is empty', () => {
    const data = { trail: [golf, leaf], products: [], total: 0, pageNum: 1 } as never;
    expect(listingHandle(collectionsSection).breadcrumbs({ status: 'ok', data }, place({ nav1: 'golf', nav2: 'irons' }))).toEqual([
      { label: '精选系列', to: '/collections' }, { label: '高尔夫球杆', to: '/collections/golf' }, { label: '铁杆', to: '/collections/golf/irons' },
    ]);
    expect(listingHandle(productsSection).breadcrumbs({ status: 'ok', data: { trail: [] } as never }, place({ code: 'x9' }))).toEqual([{ label: '系列产品', to: '/products' }, { label: 'x9' }]);
    expect(listingHandle(productsSection).breadcrumbs(failed, place({ code: 'x9' }))).toEqual([]);
  });
});
