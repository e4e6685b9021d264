import { blockSchema, colour, link, list, mediaUrl, optionalMediaUrl, productCard, record, styleConfig, text } from './block-parts';

// Assumed fields: a `banner` (picture, optional phone picture, title, subtitle, text colour, link) beside a
// carousel of featured product cards in `list`, under an optional section `title`.

/** The banner of a brandSpecialProducts block. */
export const specialBanner = record({
  pic: mediaUrl,
  mobilePic: optionalMediaUrl,
  alt: text,
  title: text,
  subTitle: text,
  textColor: colour,
  link,
});

/** brandSpecialProducts: a banner with a featured products carousel. */
export const brandSpecialProductsSchema = blockSchema(
  {
    title: text,
    banner: specialBanner,
    list: list(productCard),
    styleConfig,
  },
  'brandSpecialProducts: a banner with a featured products carousel',
);
