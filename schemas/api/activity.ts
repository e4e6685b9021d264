import * as z from 'zod/mini';
import { envelope, idLike, numberLike, optionalText } from '../common';

/** A time as the backend sends it: ms timestamp or a date(-time) string. */
const time = z.optional(z.nullable(z.union([numberLike, z.string()])));

/** An activity (ASSUMED fields: the spec names the call only). */
export const activitySchema = z.looseObject({
  id: idLike,
  activityName: z.string().check(z.minLength(1, 'must be a non-empty name')),
  description: optionalText,
  imageUrl: optionalText, // image URL
  startTime: time,
  endTime: time,
});
/** An activity. */
export type Activity = z.infer<typeof activitySchema>;

/** POST activity/getAll: every activity of the channel, running or not (ASSUMED: data is the plain list). */
export const activitiesResponseSchema = envelope(z.pipe(z.nullish(z.array(activitySchema)), z.transform((v) => v ?? [])));
