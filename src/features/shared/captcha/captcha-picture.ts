import type { ApiClient } from '../../../api/client';
import { fetchClubCaptcha } from '../../../api/club-auth';
import { fetchJobCaptcha } from '../../../api/recruit';
import { base64ImageBlob } from '../../../lib/base64-image';
import { CAPTCHA_KINDS, captchaCookie, captchaPath, type CaptchaKind } from '../../../lib/captcha-cookie';

// What the render server needs of the captchas (server/captcha-pictures.ts, through the server entry): each kind's
// picture at the site's own address, for the page before (or without) the app.

/** A captcha as the render server answers it at its own address: a picture and the cookie of its key. */
export interface CaptchaPicture {
  type: string;
  bytes: Uint8Array;
  setCookie: string;
}

/** Each kind's captcha call, answering its key and its picture as base64 data. */
const CAPTCHA_CALLS: Record<CaptchaKind, (client: ApiClient, signal: AbortSignal) => Promise<{ captchaKey: string; image: string }>> = {
  club: async (client, signal) => {
    const { captchaKey, imageBase64 } = await fetchClubCaptcha(client, signal);
    return { captchaKey, image: imageBase64 };
  },
  job: (client, signal) => fetchJobCaptcha(client, signal),
};

/** A fresh captcha of `kind`, as a picture; throws when the backend gives none. */
export async function captchaPicture(client: ApiClient, kind: CaptchaKind, signal: AbortSignal, secure: boolean): Promise<CaptchaPicture> {
  const captcha = await CAPTCHA_CALLS[kind](client, signal);
  const picture = base64ImageBlob(captcha.image);
  if (!picture) throw new Error(`the ${kind} captcha is no picture`);
  return { type: picture.type, bytes: new Uint8Array(await picture.arrayBuffer()), setCookie: captchaCookie(kind, captcha.captchaKey, secure) };
}

/** Each kind's picture address, in the pages' HTML. */
export const CAPTCHA_PATHS = Object.fromEntries(CAPTCHA_KINDS.map((kind) => [kind, captchaPath(kind)])) as Record<CaptchaKind, string>;
