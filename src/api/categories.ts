import type { VirtualCategory } from '../../schemas/api/category';

// Reading the category tree's shape, without its call or schema: pages and handles apply these while they render.

/** Every category of a tree, depth first. */
export const flattenCategories = (list: readonly VirtualCategory[]): VirtualCategory[] => list.flatMap((c) => [c, ...flattenCategories(c.subList)]);

/** Whether a category is a leaf: its flag, or (no flag) having no sub-categories. */
export const isLeaf = (category: VirtualCategory): boolean => category.leafFlag ?? category.subList.length === 0;
