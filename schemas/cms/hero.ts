import type * as z from 'zod/mini';
import { blockSchema, bounded, colour, link, list, mediaUrl, optionalMediaUrl, record, styleConfig, text } from './block-parts';

// Assumed fields (the spec names the model only): a carousel of slides, each a desktop picture `pic`, an
// optional portrait `mobilePic` for phones, title, subtitle, text colour, optional button label and link;
// `interval` is the autoplay delay in ms (clamped to 2-20 s so a slide stays readable).

/** One hero slide. */
export const heroSlide = record({
  pic: mediaUrl,
  mobilePic: optionalMediaUrl,
  alt: text,
  title: text,
  subTitle: text,
  textColor: colour,
  buttonName: text,
  link,
});
/** One slide of the hero carousel. */
export type HeroSlide = z.infer<typeof heroSlide>;

/** hero: the page-top carousel. */
export const heroSchema = blockSchema(
  {
    slides: list(heroSlide),
    interval: bounded(2000, 20000, 5000),
    styleConfig,
  },
  'hero: the page-top carousel',
);
