import type { ApiClient } from '../../../api/client';
import { fetchClubCaptcha } from '../../../api/club-auth';
import { fetchJobCaptcha } from '../../../api/recruit';
import { base64ImageBlob } from '../../../lib/base64-image';
import { captchaCookie, captchaPath, type CaptchaKind } from '../../../lib/captcha-cookie';
import { captchaUnavailableSvg } from './captcha-unavailable';

// What the render server needs of a captcha (its route's `pictures`, server/route-pictures.ts): the picture at the
// site's own address, for the page before (or without) the app.

/** Each kind's captcha call, answering its key and its picture as base64 data. */
const CAPTCHA_CALLS: Record<CaptchaKind, (client: ApiClient, signal: AbortSignal) => Promise<{ captchaKey: string; image: string }>> = {
  club: async (client, signal) => {
    const { captchaKey, imageBase64 } = await fetchClubCaptcha(client, signal);
    return { captchaKey, image: imageBase64 };
  },
  job: (client, signal) => fetchJobCaptcha(client, signal),
};

/** A fresh captcha of `kind`, as a picture; throws when the backend gives none. */
async function captchaPicture(client: ApiClient, kind: CaptchaKind, signal: AbortSignal, secure: boolean) {
  const captcha = await CAPTCHA_CALLS[kind](client, signal);
  const picture = base64ImageBlob(captcha.image);
  if (!picture) throw new Error(`the ${kind} captcha is no picture`);
  return { type: picture.type, bytes: new Uint8Array(await picture.arrayBuffer()), setCookie: captchaCookie(kind, captcha.captchaKey, secure) };
}

/** The pictures of a page whose form shows the captcha of `kind` (its data module's `pictures`): that captcha, at its address. */
export const captchaPictures = (kind: CaptchaKind) => ({
  [captchaPath(kind)]: { answer: (client: ApiClient, signal: AbortSignal, secure: boolean) => captchaPicture(client, kind, signal, secure), unavailable: captchaUnavailableSvg },
});
