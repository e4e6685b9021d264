import type * as z from 'zod/mini';
import { blockSchema, bounded, colour, fontSize, link, list, mediaUrl, record, requiredText, styleConfig, text } from './block-parts';

// Item fields as the CMS names them; assumed: the items sit in `list`, an optional section `title`
// heads them, and `columns` (1-4, default 3) sets the desktop grid (phones always show one column).

/** One category list item. */
export const categoryItem = record({
  pic: mediaUrl,
  titleText: requiredText,
  titleTextSize: fontSize,
  titleTextColor: colour,
  subTitleText: text,
  subTitleSize: fontSize,
  subTitleColor: colour,
  buttonName: text,
  buttonLink: link,
  buttonColor: colour,
});
/** One category item. */
export type CategoryItem = z.infer<typeof categoryItem>;

/** category: a list of category items. */
export const categorySchema = blockSchema(
  {
    title: text,
    columns: bounded(1, 4, 3, true),
    list: list(categoryItem),
    styleConfig,
  },
  'category: a list of category items',
);
/** Props of a category block. */
export type Category = z.infer<typeof categorySchema>;
