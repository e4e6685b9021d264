import * as z from 'zod/mini';
import { envelope, idLike } from '../common';

const areaFields = {
  areaId: idLike,
  areaCode: z.pipe(z.nullish(idLike), z.transform((v) => v ?? '')),
  areaName: z.string().check(z.minLength(1, 'must be a non-empty name')),
};

/** The area code the site keys areas by (in URLs too): the code, or the id when the backend sends no code. */
const withCode = <T extends { areaId: string; areaCode: string }>(area: T): T => ({ ...area, areaCode: area.areaCode || area.areaId });

/** A city (areaName, areaId, areaCode). */
export const citySchema = z.pipe(z.looseObject(areaFields), z.transform(withCode));
/** A city. */
export type City = z.infer<typeof citySchema>;

/** A province and its cities (ASSUMED: the next level under `children`). */
export const provinceSchema = z.pipe(
  z.looseObject({
    ...areaFields,
    children: z.pipe(z.nullish(z.array(citySchema)), z.transform((v) => v ?? [])),
  }),
  z.transform(withCode),
);
/** A province. */
export type Province = z.infer<typeof provinceSchema>;

/**
 * POST getTreeByLevelId: the provinces with their cities. ASSUMED: the spec shows neither request nor answer;
 * data is the plain list of provinces, like the store list of the same backend.
 */
export const areaTreeResponseSchema = envelope(z.pipe(z.nullish(z.array(provinceSchema)), z.transform((v) => v ?? [])));

/** Request of the area tree (ASSUMED): the country, the level to start from (1 = provinces) and the channel. */
export interface AreaTreeRequest {
  country: 'CN';
  levelId: 1;
  channelCode: string;
}
