import type * as z from 'zod/mini';
import { blockSchema, bounded, link, list, mediaUrl, optionalBounded, record, styleConfig, text } from './block-parts';

// Assumed fields: images in `list` (image, alt, optional caption and link), `columns` on desktop (1-6,
// default 3; phones show at most two), and `ratio` of each picture (width/height, e.g. 676/528 = 1.28).

/** One picture of an image list. */
export const imageListItem = record({
  image: mediaUrl,
  alt: text,
  caption: text,
  link,
});
/** One picture of an image list. */
export type ImageListItem = z.infer<typeof imageListItem>;

/** imageList: a grid of images with optional links and captions. */
export const imageListSchema = blockSchema(
  {
    title: text,
    columns: bounded(1, 6, 3, true),
    ratio: optionalBounded(0.2, 5),
    list: list(imageListItem),
    styleConfig,
  },
  'imageList: a grid of images with optional links and captions',
);
