import { apiClient } from '../../config/client';
import { loadCategoryTree } from './category-cache';

/** The site's category tree through the localStorage cache (see category-cache.ts for the freshness rule). */
export const siteCategoryTree = (signal?: AbortSignal) => loadCategoryTree({ client: apiClient, storage: window.localStorage, now: Date.now, ...(signal ? { signal } : {}) });
