import { t } from '../../i18n/zh-CN';

// The form's own checks, without zod: the form runs them in the page, the route's action on the server.

const c = t.clubAuth;

/** Whether a refusal blames the captcha (the visitor's next step is then a new captcha code). */
export const isCaptchaFault = (message: string) => message === c.captchaWrong || message === c.captchaExpired;

/** The missing-or-wrong messages of the form, in form order (empty when it can be sent). */
export function clubAuthErrors(serial: string, captchaCode: string): { serial: string; captcha: string } {
  const s = serial.trim();
  return {
    serial: !s ? c.serialRequired : /^[0-9A-Za-z]{8,20}$/.test(s) ? '' : c.serialInvalid,
    captcha: captchaCode.trim() ? '' : c.captchaRequired,
  };
}
