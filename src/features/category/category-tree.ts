import { apiClient } from '../../config/client';
import { loadCategoryTree } from './category-cache';

/** The site's category tree through the localStorage cache (see category-cache.ts for the freshness rule); the prerender, with no browser, fetches it. */
export const siteCategoryTree = (signal?: AbortSignal) =>
  loadCategoryTree({
    client: apiClient,
    now: Date.now,
    ...(typeof window !== 'undefined' ? { storage: window.localStorage } : {}),
    ...(signal ? { signal } : {}),
  });
