import type { SiteSettings } from '../../../../schemas/cms/site-settings';
import type { NearestStore } from '../../../state/page';

/**
 * The fallback store of the site settings, or null when they name none. The settings hold no phone of that store
 * (desc4Tel is the customer-service hotline), so it has none until its detail is looked up by its code.
 */
export function fallbackStore(settings: SiteSettings | null | undefined): NearestStore | null {
  if (!settings?.storeName) return null;
  return {
    name: settings.storeName,
    address: settings.storeAddress,
    telLabel: settings.storeContactLabel,
    telValue: '',
    image: '',
    code: settings.flagshipStoreCode,
  };
}
