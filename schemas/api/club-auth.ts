import * as z from 'zod/mini';
import { envelope, idLike, optionalText } from '../common';

/** A base64 image as a data URL: kept when it already is one, else read as PNG data. */
const imageData = z.pipe(
  z.string().check(z.refine((v) => /^data:image\/(png|jpeg|gif|svg\+xml);base64,[A-Za-z0-9+/]+=*$/.test(v) || /^[A-Za-z0-9+/]+=*$/.test(v), 'must be base64 image data')),
  z.transform((v) => (v.startsWith('data:') ? v : `data:image/png;base64,${v}`)),
);

/** GET clubAuth/captcha: the key to send back and the image (captchaKey, imageBase64). */
export const clubCaptchaResponseSchema = envelope(z.looseObject({ captchaKey: idLike, imageBase64: imageData }));
/** A captcha to show. */
export type ClubCaptcha = z.infer<typeof clubCaptchaResponseSchema>['data'];

/** Request of the club authentication (ASSUMED: the spec shows no body): the club's serial number and the captcha. */
export interface ClubAuthRequest {
  serialNumber: string;
  captchaKey: string;
  captchaCode: string;
}

/**
 * Error codes of an unsuccessful authentication (ASSUMED): a wrong or expired captcha, a serial number the maker
 * never issued. Any other code reads as a failed authentication.
 */
export const CLUB_AUTH_ERRORS = { captchaWrong: 'CAPTCHA_ERROR', captchaExpired: 'CAPTCHA_EXPIRED', unknownSerial: 'SERIAL_NOT_FOUND' } as const;

/** The authenticated club (ASSUMED fields). */
export const authenticatedClubSchema = z.looseObject({
  serialNumber: idLike,
  productName: z.string().check(z.minLength(1, 'must be a non-empty name')),
  seriesName: optionalText,
  clubType: optionalText,
  productionDate: optionalText,
});
/** The authenticated club. */
export type AuthenticatedClub = z.infer<typeof authenticatedClubSchema>;

/** POST clubAuth/authentication: the club when genuine; unsuccessful with one of CLUB_AUTH_ERRORS otherwise. */
export const clubAuthResponseSchema = envelope(z.optional(z.nullable(authenticatedClubSchema)));
