import * as z from 'zod/mini';
import { jsonString, optionalText } from '../common';
import { contactLinesShape } from './contact-lines';

// The gifting page content (page contents by page id): `fixed_size_02` tiles (read with the fixedSize_02 block
// schema), one `category` model (the services list, read with the category block schema), and any other model
// as the main model below. Field names are the CMS's; ASSUMED: they sit flat in the main model's
// contents, every one optional (the contact items fall back to the site settings).

/** The main model of the gifting page: banners, titles, dealer names and contact items. */
export const giftingMainSchema = z.looseObject({
  title: optionalText,
  desc: optionalText,
  banner4FC: optionalText, // image URL
  banner4M: optionalText, // image URL
  banner4Dealer: optionalText, // image URL
  title4Cooperation: optionalText,
  title4Dealer: optionalText,
  /** Dealer names, comma-separated. */
  name4Dealer: optionalText,
  ...contactLinesShape,
});
/** The gifting main model. */
export type GiftingMain = z.infer<typeof giftingMainSchema>;

/** The main model's contents as they arrive: a JSON string. */
export const giftingMainContentsSchema = jsonString(giftingMainSchema);

/** Model name the CMS gives the gifting page's main model (the page takes any model it does not name otherwise as its main). */
export const GIFTING_MAIN_MODEL = 'giftingInfo';
/** Model name of the gifting tiles. */
export const GIFTING_TILE_MODEL = 'fixed_size_02';
/** Model name of the gifting services list. */
export const GIFTING_SERVICES_MODEL = 'category';
