// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { virtualCategorySchema, type VirtualCategory } from '../../../../../schemas/api/category';
import { categories as fixtureTree } from '../../../../../fixtures/api/catalogue-data';
import { isLeaf } from '../../../../../src/api/categories';
import {
  CATEGORY_CACHE_TTL_MS, categoryTrail, loadCategoryTree, readCategoryTree, saveCategoryTree, VIRTUAL_CATEGORY_TREE_KEY,
} from '../../../../../src/features/shared/category/category-cache';
import { testClient } from '../../../../support/client';
import { withFixtureServer } from '../../../../support/fixture-server';

withFixtureServer();

const tree: VirtualCategory[] = fixtureTree().map((c) => virtualCategorySchema.parse(c));

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('category cache', () => {
  it('fetches the tree once, then answers from the cache while it is fresh', async () => {
    const { client } = testClient();
    const post = vi.spyOn(client, 'post');
    const storage = memoryStorage();
    const first = await loadCategoryTree({ client, storage, now: () => 1_000 });
    expect(first.map((c) => c.virtualCategoryCode)).toEqual(['golf', 'home']);
    const again = await loadCategoryTree({ client, storage, now: () => 1_000 + CATEGORY_CACHE_TTL_MS - 1 });
    expect(again).toEqual(first);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]?.[1]).toMatchObject({ token: false, json: { pageNum: 1, pageSize: 100, queryParam: { storeCode: 'ST0002' } } });
  });

  it('refetches a stale tree, and keeps the stale one when the refetch fails', async () => {
    const { client } = testClient();
    const storage = memoryStorage();
    saveCategoryTree(storage, tree.slice(0, 1), 0);
    const fresh = await loadCategoryTree({ client, storage, now: () => CATEGORY_CACHE_TTL_MS });
    expect(fresh).toHaveLength(2);
    expect(readCategoryTree(storage)?.savedAt).toBe(CATEGORY_CACHE_TTL_MS);

    saveCategoryTree(storage, tree.slice(0, 1), 0);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(client, 'post').mockRejectedValue(new Error('offline'));
    const stale = await loadCategoryTree({ client, storage, now: () => CATEGORY_CACHE_TTL_MS * 2 });
    expect(stale.map((c) => c.virtualCategoryCode)).toEqual(['golf']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('using the cached one'));
  });

  it('without any cache a failed call is the loader\'s failure; a corrupt or future-dated cache is not trusted', async () => {
    const { client } = testClient();
    vi.spyOn(client, 'post').mockRejectedValue(new Error('offline'));
    const storage = memoryStorage();
    storage.setItem(VIRTUAL_CATEGORY_TREE_KEY, '{"savedAt":');
    await expect(loadCategoryTree({ client, storage, now: () => 5 })).rejects.toThrow('offline');
    expect(readCategoryTree(storage)).toBeNull();
    const { client: live } = testClient();
    const post = vi.spyOn(live, 'post');
    saveCategoryTree(storage, tree, 10_000);
    await loadCategoryTree({ client: live, storage, now: () => 5 });
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('finds the trail from the root to a category; a leaf is its flag, or having no sub-categories', () => {
    expect(categoryTrail(tree, 'fairways').map((c) => c.virtualCategoryCode)).toEqual(['golf', 'woods', 'fairways']);
    expect(categoryTrail(tree, 'nope')).toEqual([]);
    const bare = virtualCategorySchema.parse({ virtualCategoryCode: 'x' });
    expect(isLeaf(bare)).toBe(true);
    expect(isLeaf({ ...bare, leafFlag: false })).toBe(false);
    expect(virtualCategorySchema.parse({ virtualCategoryCode: 7, leafFlag: 'Y', subList: null })).toMatchObject({ virtualCategoryCode: '7', leafFlag: true, subList: [] });
  });
});
