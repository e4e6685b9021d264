import type { LinkContext } from '../../../engine/links';
import { boolLike } from '../../../../schemas/common';

/** localStorage key of the virtual-category code -> node map, written with the category tree (category-cache.ts). */
export const VIRTUAL_CATEGORY_MAP_KEY = 'virtualCateMap';

let cachedMap: { raw: string; map: unknown } | undefined;

/** leafFlag of a virtual category from the map the category pages store; undefined when the map or the code is not known. */
function storedLeafFlag(code: string): boolean | undefined {
  try {
    const raw = localStorage.getItem(VIRTUAL_CATEGORY_MAP_KEY);
    if (!raw) return undefined;
    if (cachedMap?.raw !== raw) cachedMap = { raw, map: JSON.parse(raw) as unknown };
    const map = cachedMap.map;
    if (typeof map !== 'object' || map === null || !Object.hasOwn(map, code)) return undefined;
    const node = (map as Record<string, unknown>)[code];
    const flag = typeof node === 'object' && node !== null ? boolLike.safeParse((node as { leafFlag?: unknown }).leafFlag) : undefined;
    return flag?.success ? flag.data : undefined;
  } catch {
    // No storage or a corrupt map: resolveLink treats the category as not known.
    return undefined;
  }
}

/** The LinkContext of the site: leaf categories from the stored virtual-category map. */
export const siteLinkContext: LinkContext = { isLeafCategory: storedLeafFlag };
