import * as z from 'zod/mini';
import { optionalImageUrl } from '../image-url-fields';
import { jsonString, optionalText } from '../common';
import { contactLinesShape } from './contact-lines';

/**
 * Site settings (readable content by id, data[0].contents): phones, e-mail, fallback store, online stores.
 * `flagshipStoreCode` (ASSUMED, not in the spec's list) names the store the header's store popup shows.
 */
export const siteSettingsSchema = z.looseObject({
  ...contactLinesShape,
  storeName: optionalText,
  storeAddress: optionalText,
  storeContactLabel: optionalText,
  storeLink4TM: optionalText,
  storeName4TM: optionalText,
  storeLink4JD: optionalText,
  storeName4JD: optionalText,
  image4WXStore: optionalImageUrl,
  name4WXStore: optionalText,
  flagshipStoreCode: optionalText,
});
/** The site settings. */
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** Site settings contents as they arrive: a JSON string. */
export const siteSettingsContentsSchema = jsonString(siteSettingsSchema);
