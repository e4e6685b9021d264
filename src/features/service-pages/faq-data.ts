import { FAQ_MODEL, faqContentsSchema, faqEntrySchema, type FaqEntry } from '../../../schemas/cms/faq';
import { cmsItemSchema } from '../../../schemas/cms/page';

/** An FAQ list as the page shows it. */
export interface Faq {
  title: string;
  entries: FaqEntry[];
}

/** The FAQ list of a CMS item, or null when the item is no usable `faq` entry; bad questions are left out with a warning. */
export function readFaq(entry: unknown, index: number): Faq | null {
  const item = cmsItemSchema.safeParse(entry);
  if (!item.success || item.data.modelName !== FAQ_MODEL) return null;
  const contents = faqContentsSchema.safeParse(item.data.contents);
  if (!contents.success) {
    console.warn(`[faq] entry ${index} skipped: ${contents.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    return null;
  }
  const entries = contents.data.list.flatMap((candidate, i) => {
    const parsed = faqEntrySchema.safeParse(candidate);
    if (parsed.success) return [parsed.data];
    console.warn(`[faq] entry ${index} question ${i} skipped`);
    return [];
  });
  return entries.length > 0 ? { title: contents.data.title, entries } : null;
}
