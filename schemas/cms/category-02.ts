import type * as z from 'zod/mini';
import { blockSchema, link, list, mediaUrl, record, requiredText, styleConfig, text } from './block-parts';

// Assumed fields: category cards in `list` named like the card entry (image 1:1,
// mainTitle, subTitle, linkName, linkUrl as a link object), under an optional section `title`; an empty
// linkName shows the default 探索更多.

/** One category card. */
export const category02Card = record({
  image: mediaUrl,
  mainTitle: requiredText,
  subTitle: text,
  linkName: text,
  linkUrl: link,
});
/** One category card. */
export type Category02Card = z.infer<typeof category02Card>;

/** category02: category cards. */
export const category02Schema = blockSchema(
  {
    title: text,
    list: list(category02Card),
    styleConfig,
  },
  'category02: category cards',
);
