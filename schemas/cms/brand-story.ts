import * as z from 'zod/mini';
import { jsonString, linkSchema, optionalText } from '../common';

// ASSUMED shape: the spec says the brand story page reads entries 0 and 1 of its page content, each a
// titleImageLink list. Each entry's contents is a JSON string holding a list of card entries (the spec:
// image, mainTitle, subTitle, linkUrl, linkName); entry 0 holds the banner (its first card), entry 1 the cards.

/** One titleImageLink entry: a brand story card, or the banner when it stands in entry 0. */
export const brandStoryCardSchema = z.looseObject({
  image: optionalText, // image URL
  mainTitle: z.string().check(z.refine((v) => v.trim() !== '', 'must not be empty')),
  /** Several lines, split on newlines. */
  subTitle: optionalText,
  linkName: optionalText,
  linkUrl: z.optional(z.nullable(linkSchema)),
});
/** A brand story card (or the banner). */
export type BrandStoryCard = z.infer<typeof brandStoryCardSchema>;

/**
 * Contents of a titleImageLink entry: the list, accepted as a list whatever its items are, so one bad card
 * costs one card (the page reads each item with brandStoryCardSchema).
 */
export const titleImageLinkListSchema = z.array(z.unknown());
/** The same list as it arrives: a JSON string. */
export const titleImageLinkContentsSchema = jsonString(titleImageLinkListSchema);

/** Model name the CMS gives the brand story entries. */
export const TITLE_IMAGE_LINK_MODEL = 'titleImageLink';
