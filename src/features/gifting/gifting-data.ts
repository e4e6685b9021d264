import type { Category, CategoryItem } from '../../../schemas/cms/category';
import { categorySchema } from '../../../schemas/cms/category';
import type { FixedSize02 } from '../../../schemas/cms/fixed-size-02';
import { fixedSize02Schema } from '../../../schemas/cms/fixed-size-02';
import { GIFTING_SERVICES_MODEL, GIFTING_TILE_MODEL, giftingMainSchema, type GiftingMain } from '../../../schemas/cms/gifting';
import { formatIssues, modelEntrySchema, OTHER_MODELS, readEntries } from '../../../schemas/cms/read-entries';
import type { SiteSettings } from '../../../schemas/cms/site-settings';

/** One contact item of the dealer-cooperation section (and the help modal's phones). */
export interface GiftingContact {
  kind: 'tel' | 'mobile' | 'email';
  label: string;
  value: string;
}

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

/** The contact items: each label and value from the gifting content, else from the site settings. */
export function giftingContacts(main: GiftingMain | null, settings: SiteSettings | null): GiftingContact[] {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const pick = (key: 'label4Tel' | 'desc4Tel' | 'label4Phone' | 'desc4Phone' | 'label4Email' | 'desc4Email') => text(main?.[key]) || text(settings?.[key]);
  const items: GiftingContact[] = [
    { kind: 'tel', label: pick('label4Tel'), value: pick('desc4Tel') },
    { kind: 'mobile', label: pick('label4Phone'), value: pick('desc4Phone') },
    { kind: 'email', label: pick('label4Email'), value: pick('desc4Email') },
  ];
  return items.filter((item) => item.value !== '');
}

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

/** The dealer names of the comma-separated field (ASCII or full-width commas), blanks dropped. */
export const dealerNames = (names: string): string[] => names.split(/[,，]/).map((n) => n.trim()).filter(Boolean);

/** Grid columns of the dealer names: their count when fewer than 3, else 3. */
export const dealerColumns = (count: number): number => Math.max(1, Math.min(count, 3));

/** Whether the grouped page has anything to show; without it the page goes home. */
export const hasGifting = (gifting: Gifting): boolean => gifting.main !== null || gifting.tiles.length > 0 || gifting.services.list.length > 0;
