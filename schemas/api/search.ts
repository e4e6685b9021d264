import * as z from 'zod/mini';
import { boolLike, envelope } from '../common';

/** A word as the backend may send it: the word itself, or an object naming it (ASSUMED field names). */
const word = z.pipe(
  z.union([z.string(), z.looseObject({ searchWord: z.optional(z.string()), keyword: z.optional(z.string()), word: z.optional(z.string()) })]),
  z.transform((w) => (typeof w === 'string' ? w : (w.searchWord ?? w.keyword ?? w.word ?? '')).trim()),
);
const words = z.pipe(z.nullish(z.array(word)), z.transform((list) => [...new Set((list ?? []).filter(Boolean))]));

/** findSearchWord: the hot words. ASSUMED: data is the list of words. */
export const searchWordsResponseSchema = envelope(words);

/** autocomplete: the spec shows `success` and `list` (at the top level); ASSUMED items are words. */
export const autocompleteResponseSchema = z.looseObject({ success: boolLike, list: words });
