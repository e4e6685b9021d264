import * as z from 'zod/mini';
import { virtualCategorySchema, type VirtualCategory } from '../../../../schemas/api/category';
import { fetchVirtualCategoryList } from '../../../api/catalogue';
import type { ApiClient } from '../../../api/client';

/** localStorage key of the cached tree: `{ savedAt, list }`. */
export const VIRTUAL_CATEGORY_TREE_KEY = 'virtualCateTree';
/**
 * How long a cached tree counts as fresh: 30 minutes. A visitor browsing the catalogue costs one tree call
 * per half hour; an editor's change shows within it. A stale tree is refetched, and used only if that fails.
 */
export const CATEGORY_CACHE_TTL_MS = 30 * 60 * 1000;

const storedTreeSchema = z.object({ savedAt: z.number(), list: z.array(virtualCategorySchema) });

/** The cached tree and when it was saved, or null when there is none or it cannot be read. */
export function readCategoryTree(storage: Storage): { savedAt: number; list: VirtualCategory[] } | null {
  try {
    const raw = storage.getItem(VIRTUAL_CATEGORY_TREE_KEY);
    const parsed = raw ? storedTreeSchema.safeParse(JSON.parse(raw)) : undefined;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}


/** Saves the tree with the time it came. */
export function saveCategoryTree(storage: Storage, list: VirtualCategory[], now: number): void {
  try {
    storage.setItem(VIRTUAL_CATEGORY_TREE_KEY, JSON.stringify({ savedAt: now, list }));
  } catch (error) {
    // Storage full or refused: the pages still have the tree they fetched; the next page fetches it again.
    console.warn(`[category] cache not saved: ${(error as Error).message}`);
  }
}

/** What loading the tree needs; tests pass their own clock and storage. */
export interface CategoryTreeDeps {
  client: ApiClient;
  /** None where there is no browser (the server's render): the tree is fetched each time. */
  storage?: Storage;
  now: () => number;
  signal?: AbortSignal;
}

/** The category tree: from the cache while fresh, else fetched and cached; a stale cache stands in when the call fails. */
export async function loadCategoryTree({ client, storage, now, signal }: CategoryTreeDeps): Promise<VirtualCategory[]> {
  const cached = storage ? readCategoryTree(storage) : null;
  if (cached && now() - cached.savedAt >= 0 && now() - cached.savedAt < CATEGORY_CACHE_TTL_MS) return cached.list;
  try {
    const { data } = await fetchVirtualCategoryList(client, signal);
    const list = data?.list ?? [];
    if (storage) saveCategoryTree(storage, list, now());
    return list;
  } catch (error) {
    if (!cached) throw error;
    console.warn(`[category] tree refresh failed, using the cached one: ${(error as Error).message}`);
    return cached.list;
  }
}

/** The categories from the root down to `code` (empty when the tree has no such code). */
export function categoryTrail(list: readonly VirtualCategory[], code: string): VirtualCategory[] {
  for (const category of list) {
    if (category.virtualCategoryCode === code) return [category];
    const below = categoryTrail(category.subList, code);
    if (below.length > 0) return [category, ...below];
  }
  return [];
}
