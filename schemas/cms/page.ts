import * as z from 'zod/mini';
import { envelope, jsonString } from '../common';

/** One CMS item as it comes over the wire: a model name and its contents (usually a JSON string). */
export const cmsItemSchema = z.looseObject({
  modelName: z.string(),
  contents: z.unknown(),
});
/** A CMS item before parseBlocks reads its contents. */
export type CmsItem = z.infer<typeof cmsItemSchema>;

/** queryRegionContents / content by page id: a list of CMS items. */
export const pageContentsResponseSchema = envelope(z.array(cmsItemSchema));

/** queryReadableContent: readable content by content id, a list of CMS items. */
export const readableContentResponseSchema = envelope(z.array(cmsItemSchema));

/** previewPage: a page config whose `contents` is a JSON string holding the CMS item list. */
export const pageConfigDataSchema = z.looseObject({
  contents: jsonString(z.array(cmsItemSchema)),
});
/** A page config after its contents are parsed. */
export type PageConfig = z.infer<typeof pageConfigDataSchema>;

/** previewPage response; data is checked by fetchPageConfig, which answers null for any unusable config. */
export const pageConfigResponseSchema = envelope(z.unknown());
