import { blockSchema, colour, fontSize, requiredText, styleConfig, text, textAlign } from './block-parts';

// Assumed fields: a section heading with a small `eyebrow` line above the `title`, a `subTitle` below,
// `textAlign` as the tile's (1 left, 2 centre, 3 right; default centre), optional title size and colour.

/** brandStoryTitle: a section heading. */
export const brandStoryTitleSchema = blockSchema(
  {
    eyebrow: text,
    title: requiredText,
    subTitle: text,
    textAlign: textAlign(2),
    titleSize: fontSize,
    textColor: colour,
    styleConfig,
  },
  'brandStoryTitle: a section heading',
);
