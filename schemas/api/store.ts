import * as z from 'zod/mini';
import { imageUrlList } from '../image-url-fields';
import { boolLike, envelope, idLike, numberLike, optionalText } from '../common';


/**
 * A store. ASSUMED types, the spec names the fields only: openStatus is a flag (open = true;
 * 1/'Y'/'true' accepted; missing reads as open), openingTime a timestamp in ms or a date string, businessTime free text.
 */
export const storeSchema = z.looseObject({
  id: z.optional(z.nullable(idLike)),
  storeCode: z.optional(z.nullable(idLike)),
  storeName: z.string().check(z.minLength(1, 'must be a non-empty name')),
  description: optionalText,
  imageUrls: imageUrlList,
  address: optionalText,
  linkPhone: optionalText,
  openStatus: z.pipe(z.nullish(boolLike), z.transform((v) => v ?? true)),
  openingTime: z.optional(z.nullable(z.union([numberLike, z.string()]))),
  businessTime: optionalText,
  /** ASSUMED (store finder): where the store is, its distance in km from the asked point, and its flagship flag. */
  province: optionalText,
  city: optionalText,
  latitude: z.optional(z.nullable(numberLike)),
  longitude: z.optional(z.nullable(numberLike)),
  distance: z.optional(z.nullable(numberLike)),
  flagshipFlag: z.pipe(z.nullish(boolLike), z.transform((v) => v ?? false)),
});
/** A store. */
export type Store = z.infer<typeof storeSchema>;

/** GET getStoreByStoreCode: one store (ASSUMED envelope with the store as data). */
export const storeResponseSchema = envelope(z.optional(z.nullable(storeSchema)));

/** POST getStoreByCoordinateProvince: stores nearest first (ASSUMED: data is the plain list). */
export const storeListResponseSchema = envelope(z.pipe(z.nullish(z.array(storeSchema)), z.transform((v) => v ?? [])));

/** Request of the nearest-store lookup. */
export interface NearestStoreRequest {
  country: 'CN';
  latitude: number;
  longitude: number;
  storeType: 0;
  channelCode: string;
  channelId: string;
  radiusMi: number;
}

/**
 * Request of the store finder (ASSUMED beyond the spec's nearest-store fields): the visitor's point when known
 * (the answer is then nearest first, with distances), and the province and city names when chosen.
 */
export interface StoreQuery {
  country: 'CN';
  latitude?: number;
  longitude?: number;
  storeType: 0;
  channelCode: string;
  channelId: string;
  radiusMi: number;
  province?: string;
  city?: string;
}
