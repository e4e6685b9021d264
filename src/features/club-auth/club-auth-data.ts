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
