import { FAQ_MODEL, faqEntrySchema, faqListSchema, type FaqEntry } from '../../../schemas/cms/faq';
import { formatIssues, modelEntrySchema, readEntries } from '../../../schemas/cms/read-entries';

/** An FAQ list as the page shows it. */
export interface Faq {
  title: string;
  entries: FaqEntry[];
}

/** The `faq` items of a page's content; every other model is left to the block engine. */
const faqEntry = modelEntrySchema({ [FAQ_MODEL]: faqListSchema });

/** The FAQ lists of a page's CMS items with their positions; a bad `faq` item or question is left out, with one warning, and a list left without questions too. */
export function readFaqs(items: readonly unknown[]): { index: number; faq: Faq }[] {
  const { entries, skipped } = readEntries(items, faqEntry, ['contents']);
  const faqs = entries.flatMap(({ index, value }) => {
    if (!value) return [];
    const questions = readEntries(value.value.list, faqEntrySchema, ['contents', index, 'list']);
    skipped.push(...questions.skipped);
    return questions.entries.length > 0 ? [{ index, faq: { title: value.value.title, entries: questions.entries.map((entry) => entry.value) } }] : [];
  });
  if (skipped.length) console.warn(`[faq] skipped: ${formatIssues(skipped)}`);
  return faqs;
}
