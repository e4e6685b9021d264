import * as z from 'zod/mini';
import { envelope, idLike, numberLike, optionalText } from '../common';

// Recruitment calls. The spec shows Job, City and Captcha fields and the applyJob answer
// (success, data, errorMessage); list shapes and the stores-by-city answer are ASSUMED after this backend family.

/** A job: jobContent is URL-encoded rich text, decoded and sanitised where it is shown. */
export const jobSchema = z.looseObject({
  id: idLike,
  jobTitle: z.string().check(z.minLength(1, 'must be a non-empty title')),
  jobContent: optionalText,
});
/** A job. */
export type Job = z.infer<typeof jobSchema>;

/** POST getJobPageList: one page of jobs (ASSUMED paged list {list, total, pageNum, pageSize}). */
export const jobPageResponseSchema = envelope(
  z.looseObject({
    list: z.pipe(z.nullish(z.array(jobSchema)), z.transform((v) => v ?? [])),
    total: numberLike,
    pageNum: numberLike,
    pageSize: numberLike,
  }),
);
/** One page of jobs. */
export type JobPage = z.infer<typeof jobPageResponseSchema>['data'];

/** GET getJobDetail: the job, or nothing (ASSUMED envelope with the job as data). */
export const jobDetailResponseSchema = envelope(z.optional(z.nullable(jobSchema)));

/** A city of the recruitment city list. */
export const citySchema = z.looseObject({
  areaName: z.string().check(z.minLength(1, 'must be a non-empty name')),
  areaId: idLike,
  areaCode: z.pipe(z.nullish(idLike), z.transform((v) => v ?? '')),
});
/** A city of the city preference. */
export type City = z.infer<typeof citySchema>;

/** GET getCityAreaList: the cities (ASSUMED: data is the plain list). */
export const cityListResponseSchema = envelope(z.pipe(z.nullish(z.array(citySchema)), z.transform((v) => v ?? [])));

/** A store a candidate may prefer: the id goes into positionIdList. */
export const jobStoreSchema = z.looseObject({
  id: idLike,
  storeName: z.string().check(z.minLength(1, 'must be a non-empty name')),
});
/** A store of a city, for the application. */
export type JobStore = z.infer<typeof jobStoreSchema>;

/** Stores by city for jobs (channelCode, cityName): ASSUMED path, method and plain-list data. */
export const jobStoreListResponseSchema = envelope(z.pipe(z.nullish(z.array(jobStoreSchema)), z.transform((v) => v ?? [])));

/** Base64 image data, bare or as a data: URL (not a fetched image URL, so not under the image-URL rule). */
const base64Image = z.string().check(
  z.refine((v) => /^(data:image\/(png|jpeg|gif|svg\+xml);base64,)?[A-Za-z0-9+/]+={0,2}$/.test(v), 'must be base64 image data'),
);

/** GET getCaptchaImage: captchaKey and imageBase64. */
export const captchaResponseSchema = envelope(z.looseObject({ captchaKey: z.string().check(z.minLength(1)), imageBase64: base64Image }));
/** A captcha to show: its key and the image as a data: URL. */
export interface Captcha {
  captchaKey: string;
  image: string;
}

/** POST checkJobEffectApply and applyJob: success, data, errorMessage (data is not read). */
export const applyResponseSchema = envelope(z.optional(z.unknown()));
