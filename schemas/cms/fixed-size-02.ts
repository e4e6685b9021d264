import type * as z from 'zod/mini';
import { blockSchema, styleConfig, tileShape } from './block-parts';

// Fields as the CMS names them (pic, picLocation, textAlign, textBackground, title, subTitle, buttons);
// assumed: title/subTitle are {text, size, color} objects, buttons carry name, link and text/border/fill
// colours, and an optional `mobilePic`/`alt` complete the picture.

/** fixedSize_02: one image-and-text tile. */
export const fixedSize02Schema = blockSchema({ ...tileShape, styleConfig }, 'fixedSize_02: one image-and-text tile');
/** Props of a fixedSize_02 block. */
export type FixedSize02 = z.infer<typeof fixedSize02Schema>;
