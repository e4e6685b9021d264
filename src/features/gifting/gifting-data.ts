import type { Category, CategoryItem } from '../../../schemas/cms/category';
import { categorySchema } from '../../../schemas/cms/category';
import type { FixedSize02 } from '../../../schemas/cms/fixed-size-02';
import { fixedSize02Schema } from '../../../schemas/cms/fixed-size-02';
import { GIFTING_SERVICES_MODEL, GIFTING_TILE_MODEL, giftingMainSchema, type GiftingMain } from '../../../schemas/cms/gifting';
import { modelEntrySchema, OTHER_MODELS, readEntries } from '../../../schemas/cms/read-entries';
import { formatIssues } from '../../../schemas/issue-format';

/** The gifting page, grouped: the main model, the tiles and the services list (the contact items come with the site settings, in the page). */
export interface Gifting {
  main: GiftingMain | null;
  tiles: FixedSize02[];
  services: Pick<Category, 'title'> & { list: CategoryItem[] };
}

/** The gifting page's models: the tiles, the services list, and any other model as the main model. */
const giftingEntry = modelEntrySchema({
  [GIFTING_TILE_MODEL]: fixedSize02Schema,
  [GIFTING_SERVICES_MODEL]: categorySchema,
  [OTHER_MODELS]: giftingMainSchema,
});

/** The gifting page's reader (no blocks: its models are grouped into one layout, schemas/cms/readers.ts): fixed_size_02 tiles, the category model, and any other model as the main model. */
export function groupGifting(list: readonly unknown[]): Gifting {
  let main: GiftingMain | null = null;
  const tiles: FixedSize02[] = [];
  let services: Gifting['services'] = { title: '', list: [] };
  // A model that breaks its contract costs itself only, with one warning.
  const { entries, skipped } = readEntries(list, giftingEntry, ['contents']);
  if (skipped.length) console.warn(`[gifting] entries skipped: ${formatIssues(skipped)}`);
  for (const { value: entry } of entries) {
    if (entry?.model === GIFTING_TILE_MODEL) tiles.push(entry.value);
    else if (entry?.model === GIFTING_SERVICES_MODEL) services = { title: entry.value.title, list: entry.value.list };
    else if (entry && !main) main = entry.value;
  }
  const gifting = { main, tiles, services };
  if (!hasGifting(gifting)) console.warn('[gifting] nothing to show: no usable model');
  return gifting;
}

/** Whether the grouped page has anything to show; without it the page goes home. */
export const hasGifting = (gifting: Gifting): boolean => gifting.main !== null || gifting.tiles.length > 0 || gifting.services.list.length > 0;
