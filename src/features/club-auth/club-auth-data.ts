import { CLUB_AUTH_ERRORS } from '../../../schemas/api/club-auth';
import { UnsuccessfulError } from '../../api/contract';
import { t } from '../../i18n/zh-CN';
import { contentLoader } from '../shared/content/route-content';

const c = t.clubAuth;

/**
 * The /certification loader: its CMS content. The captcha is not page data: each visitor's form asks for its own in
 * the browser, as a page kept in a shared cache would hand one captcha to every visitor.
 */
export const certificationLoader = contentLoader('CERTIFICATION');

/** The visitor's message for a refused or failed authentication, by the backend's error code. */
export function refusalMessage(error: unknown): string {
  if (!(error instanceof UnsuccessfulError)) return t.requestFailed;
  switch (error.errorCode) {
    case CLUB_AUTH_ERRORS.captchaWrong:
      return c.captchaWrong;
    case CLUB_AUTH_ERRORS.captchaExpired:
      return c.captchaExpired;
    case CLUB_AUTH_ERRORS.unknownSerial:
      return c.unknownSerial;
    default:
      return c.refused;
  }
}

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
