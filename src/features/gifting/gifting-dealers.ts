// The dealer-cooperation section's contacts and dealer list as the page renders them: no schemas (the loader read them).

import type { GiftingMain } from '../../../schemas/cms/gifting';
import type { SiteSettings } from '../../../schemas/cms/site-settings';

/** One contact item of the dealer-cooperation section (and the help modal's phones). */
export interface GiftingContact {
  kind: 'tel' | 'mobile' | 'email';
  label: string;
  value: string;
}

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

/** The dealer names of the comma-separated field (ASCII or full-width commas), blanks dropped. */
export const dealerNames = (names: string): string[] => names.split(/[,，]/).map((n) => n.trim()).filter(Boolean);

/** Grid columns of the dealer names: their count when fewer than 3, else 3. */
export const dealerColumns = (count: number): number => Math.max(1, Math.min(count, 3));
