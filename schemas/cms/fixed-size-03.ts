import { blockSchema, list, styleConfig, text, tile } from './block-parts';

// Assumed fields: a row of 2-4 image-and-text tiles in `list`, an optional
// section `title`; one tile is accepted too (it spans the row), more than four is rejected.

/** FixedSize03: a row of image-and-text tiles. */
export const fixedSize03Schema = blockSchema(
  {
    title: text,
    list: list(tile, 4),
    styleConfig,
  },
  'FixedSize03: a row of 1-4 image-and-text tiles',
);
