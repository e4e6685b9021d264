// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { siteCategoryTree } from '../../../../../src/features/shared/category/category-tree';

vi.mock('../../../../../src/config/client', async () => ({ apiClient: (await import('../../../../support/client')).testClient().client }));

describe('siteCategoryTree where there is no browser (the prerender)', () => {
  it('fetches the tree without a localStorage cache, so /products and /collections can be rendered', async () => {
    expect(typeof window).toBe('undefined');
    const tree = await siteCategoryTree();
    expect(tree.map((node) => node.virtualCategoryCode)).toEqual(['golf', 'home']);
  });
});
