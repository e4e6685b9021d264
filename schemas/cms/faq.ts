import * as z from 'zod/mini';
import { jsonString, optionalText } from '../common';

// ASSUMED model (the spec names the FAQ page, not its content): a `faq` entry among the page's CMS items,
// contents a JSON string { title, list: [{ question, answer }] }; the answer is plain text, paragraphs split on
// newlines. The list is accepted as a list; each question is read on its own so one bad entry costs one question.

/** One question and its answer. */
export const faqEntrySchema = z.looseObject({
  question: z.string().check(z.refine((v) => v.trim() !== '', 'must not be empty')),
  answer: z.string().check(z.refine((v) => v.trim() !== '', 'must not be empty')),
});
/** One FAQ entry. */
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** A `faq` entry's contents, parsed: a title and the list of questions. */
export const faqListSchema = z.looseObject({
  title: optionalText,
  list: z.array(z.unknown()),
});
/** Contents of a `faq` entry as they arrive: a JSON string. */
export const faqContentsSchema = jsonString(faqListSchema);

/** Model name of an FAQ list among a page's CMS items. */
export const FAQ_MODEL = 'faq';
