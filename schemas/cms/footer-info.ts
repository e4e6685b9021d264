import * as z from 'zod/mini';
import { optionalImageUrl } from '../image-url-fields';
import { envelope, jsonString, linkSchema } from '../common';

/** One line of the footer info (the filing notice and its link, for one). */
export const footerInfoLinkSchema = z.looseObject({
  linkText: z.string(),
  linkUrl: z.optional(z.nullable(linkSchema)),
  icon: optionalImageUrl,
});
/** A footer info line. */
export type FooterInfoLink = z.infer<typeof footerInfoLinkSchema>;

/** Footer info contents: the linkCon list. */
export const footerInfoContentsSchema = z.looseObject({
  linkCon: z._default(z.array(footerInfoLinkSchema), []),
});

/**
 * Footer info by content id: data.contents (an object, unlike the navigation's list) is JSON with a linkCon
 * list. Served by queryModelContentDetail (ASSUMED: the only content call whose data is one
 * object with contents).
 */
export const footerInfoResponseSchema = envelope(z.optional(z.nullable(z.looseObject({ contents: jsonString(footerInfoContentsSchema) }))));
/** The footer info answer's data (the site reads it out of queryModelContentDetail's envelope). */
export const footerInfoDataSchema = footerInfoResponseSchema.shape.data;
