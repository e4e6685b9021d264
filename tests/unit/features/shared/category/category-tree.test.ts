// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { siteCategoryTree, siteLeafCategories } from '../../../../../src/features/shared/category/category-tree';
import { fixtureServer } from '../../../../support/fixture-server';

vi.mock('../../../../../src/config/client', async () => ({ apiClient: (await import('../../../../support/client')).testClient().client }));

describe('siteCategoryTree where there is no browser (the prerender)', () => {
  it('fetches the tree without a localStorage cache, so /products and /collections can be rendered', async () => {
    expect(typeof window).toBe('undefined');
    const tree = await siteCategoryTree();
    expect(tree.map((node) => node.virtualCategoryCode)).toEqual(['golf', 'home']);
  });
});

describe('one tree call at a time', () => {
  it('a first visit to a category asks for the tree once: the root loader\'s leaf flags and the page\'s loader share the call', async () => {
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (request.url.includes('getVirtualCategoryList')) asked.push(request.url);
    };
    fixtureServer.events.on('request:start', listen);
    try {
      const [leaves, tree] = await Promise.all([siteLeafCategories(), siteCategoryTree()]);
      expect(Object.keys(leaves).length).toBeGreaterThan(0);
      expect(tree.length).toBeGreaterThan(0);
    } finally {
      fixtureServer.events.removeListener('request:start', listen);
    }
    expect(asked).toHaveLength(1);
  });
});
