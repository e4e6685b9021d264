import type { ProductDetail } from '../../../schemas/api/product';

/** Carousel and thumbnails show at most this many images. */
export const CAROUSEL_MAX = 6;
/** The full-screen gallery shows at most this many images. */
export const GALLERY_MAX = 10;

/** The number an address gives picture `index` (`?image=3`, `?gallery=3`): counted from 1, as the pictures' names count. */
export const pictureNumber = (index: number): string => String(index + 1);

/** The index of the picture an address's number names, or null when it names none of `count` (a whole number from 1 to count). */
export function pictureIndex(value: string, count: number): number | null {
  if (!/^[1-9]\d?$/.test(value)) return null;
  const index = Number(value) - 1;
  return index < count ? index : null;
}

/**
 * The product's images: media items without a mediaType (videos and covers carry one), at most `max`;
 * the main image alone when the list has none.
 */
export function productImages(product: Pick<ProductDetail, 'mediaList' | 'mediaMajor'>, max: number): string[] {
  const images = product.mediaList
    .filter((m) => m.mediaType === undefined || m.mediaType === null || m.mediaType === '')
    .map((m) => m.url)
    .filter((url) => url !== '')
    .slice(0, max);
  const major = product.mediaMajor?.url;
  return images.length === 0 && major && max > 0 ? [major] : images;
}

/** Series name as shown: the English name when there is one, else the series name. */
export const seriesName = (product: Pick<ProductDetail, 'i18nBrandSeriesName' | 'brandSeriesName'>): string =>
  product.i18nBrandSeriesName?.en?.trim() || product.brandSeriesName;


/** A name/value attribute of one group. */
export interface Attribute {
  name: string;
  value: string;
}

/** The attributes of one group (1 features, 2 specifications, 3 extra label/value pairs), in their order. */
export function attributeGroup(product: Pick<ProductDetail, 'spuAttrList'>, group: 1 | 2 | 3): Attribute[] {
  return product.spuAttrList
    .filter((a) => a.attrGroupDictCode === String(group))
    .map((a) => ({ name: a.attrName, value: a.value }));
}

/** Label of the variant selector: the name of the first sku attribute. */
export const variantLabel = (product: Pick<ProductDetail, 'skuAttrAndOptionList'>): string => product.skuAttrAndOptionList[0]?.attrName ?? '';
