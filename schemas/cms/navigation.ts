import * as z from 'zod/mini';
import { optionalImageUrl } from '../image-url-fields';
import { envelope, idLike, jsonString, linkSchema, numberLike, optionalText } from '../common';

const optionalLink = z.optional(z.nullable(linkSchema));

/** Submenu style of a nav item: 1 card, 2 grid, 3 list. */
export const NAV_TYPES = { card: 1, grid: 2, list: 3 } as const;

/** Card entry (submenu style 1): subTitle is multi-line text, split on newlines when shown. */
export const cardEntrySchema = z.looseObject({
  mainTitle: z.string(),
  subTitle: optionalText,
  image: optionalImageUrl,
  linkName: optionalText,
  linkUrl: optionalLink,
});
/** A card entry of a style-1 submenu. */
export type CardEntry = z.infer<typeof cardEntrySchema>;

/** A new product shown in a grid submenu (from the nav popover's spuInfo). */
export const newGoodsSchema = z.looseObject({
  id: idLike,
  majorImageUrl: optionalImageUrl,
  i18nBrandSeriesName: z.optional(z.nullable(z.looseObject({ en: z.optional(z.nullable(z.string())) }))),
  productName: z.string(),
  spuId: z.optional(z.nullable(idLike)),
  spuCode: z.optional(z.nullable(idLike)),
});
/** A new product of a grid submenu. */
export type NewGoods = z.infer<typeof newGoodsSchema>;

/** Grid entry (submenu style 2): a cover with title and link; its new products come from the nav popover. */
export const gridEntrySchema = z.looseObject({
  mainTitle: z.string(),
  image: optionalImageUrl,
  subTitle: optionalText,
  linkName: optionalText,
  linkUrl: optionalLink,
  newGoodsArr: z._default(z.array(newGoodsSchema), []),
});
/** A grid entry of a style-2 submenu. */
export type GridEntry = z.infer<typeof gridEntrySchema>;

/** One series link of a list column; the all-series flag arrives as the string 'true' or 'false'. */
export const seriesLinkSchema = z.looseObject({
  vcName: z.string(),
  vcItem: optionalLink,
  isAllSeries: z._default(z.enum(['true', 'false']), 'false'),
});

/** List column (submenu style 3): a series with its image and series links. */
export const listColumnSchema = z.looseObject({
  seriesName: z.string(),
  seriesImg: optionalImageUrl,
  seriesList: z._default(z.array(seriesLinkSchema), []),
});
/** A list column of a style-3 submenu. */
export type ListColumn = z.infer<typeof listColumnSchema>;

/**
 * A header navigation item before its submenu entries are read: `data` is checked per entry by the reader
 * (src/api/navigation.ts) against the schema its navType names, so one bad entry drops only itself.
 */
export const navItemSchema = z.looseObject({
  navKey: idLike,
  navName: z.string().check(z.minLength(1, 'must be a non-empty name')),
  navType: z.optional(z.nullable(numberLike)),
  navJump: optionalLink,
  navPopover: z.optional(z.nullable(z.looseObject({ val: z.optional(z.nullable(idLike)) }))),
  navPopoverKey: z.optional(z.nullable(idLike)),
  data: z.pipe(z.nullish(z.array(z.unknown())), z.transform((v) => v ?? [])),
});

/** Header (and footer) navigation content: data[0].contents holds `{ navItem: [...] }`; items are read one by one. */
export const navContentsSchema = jsonString(z.looseObject({ navItem: z.array(z.unknown()) }));

/**
 * Resolve nav popover link (queryModelContentDetail by content id). ASSUMED shape, the spec shows only
 * "contents plus spuInfo keyed by id": contents is a JSON list of product ids (or `{id}` objects) in display
 * order, spuInfo maps each id to its product; ids without a product are dropped by the reader.
 */
export const navPopoverDataSchema = z.looseObject({
  contents: jsonString(z.array(z.union([idLike, z.looseObject({ id: idLike })]))),
  spuInfo: z.pipe(z.nullish(z.record(z.string(), z.unknown())), z.transform((v) => v ?? {})),
});

/** The nav popover response. */
export const navPopoverResponseSchema = envelope(z.optional(z.nullable(navPopoverDataSchema)));

/**
 * queryModelContentDetail in general (footer info, nav popover): data is one object with JSON `contents`.
 * ASSUMED shape, see navPopoverDataSchema; the fixture route of that endpoint checks its files against it.
 */
export const modelContentResponseSchema = envelope(z.optional(z.nullable(z.looseObject({ contents: z.unknown() }))));
