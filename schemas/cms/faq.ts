import { blockSchema, list, record, requiredText, styleConfig, text } from './block-parts';

// ASSUMED model (the spec names the FAQ page, not its content): a `faq` block among the page's CMS items,
// contents { title, list: [{ question, answer }] }; the answer is plain text, paragraphs split on newlines. Judged
// whole like every block: a question without its answer skips the list, with the path of the fault.

/** One question and its answer. */
const faqEntry = record({ question: requiredText, answer: requiredText });

/** faq: a titled list of questions, each answer shown and hidden by its question. */
export const faqSchema = blockSchema(
  {
    title: text,
    list: list(faqEntry),
    styleConfig,
  },
  'faq: a titled list of questions, each answer opened by its question',
);
