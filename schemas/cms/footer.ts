import * as z from 'zod/mini';
import { optionalImageUrl } from '../image-url-fields';
import { idLike, jsonString, linkSchema } from '../common';

const optionalLink = z.optional(z.nullable(linkSchema));

/** A footer link; one with `image` opens a click popover (107px wide) showing it instead of navigating. */
export const footerLinkSchema = z.looseObject({
  linkName: z.string(),
  linkUrl: optionalLink,
  image: optionalImageUrl,
});

/** A collapsible footer group: its title (navName) and links (data). */
export const footerGroupSchema = z.looseObject({
  navKey: z.optional(z.nullable(idLike)),
  navName: z.string(),
  data: z._default(z.array(footerLinkSchema), []),
});
/** A footer navigation group. */
export type FooterGroup = z.infer<typeof footerGroupSchema>;

/** Footer follow-us link: icon, text, and an optional popover image or link. */
export const followUsSchema = z.looseObject({
  icon: optionalImageUrl,
  linkText: z.string(),
  linkToImg: optionalImageUrl,
  linkUrl: optionalLink,
});
/** A follow-us entry. */
export type FollowUs = z.infer<typeof followUsSchema>;

/**
 * Footer navigation content (data[0].contents): the groups as a navItem list, like the header navigation.
 * ASSUMED: the follow-us list (`followUs`) and the app-download QR image (`appQrImg`) travel in the same
 * contents, as the spec lists them in the footer without naming another source.
 */
export const footerContentsSchema = jsonString(
  z.looseObject({
    navItem: z._default(z.array(z.unknown()), []),
    followUs: z._default(z.array(z.unknown()), []),
    appQrImg: optionalImageUrl,
  }),
);
