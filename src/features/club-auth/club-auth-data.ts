import type { LoaderFunctionArgs } from 'react-router-dom';
import { CLUB_AUTH_ERRORS, type ClubCaptcha } from '../../../schemas/api/club-auth';
import { fetchClubCaptcha } from '../../api/club-auth';
import { UnsuccessfulError } from '../../api/contract';
import { load, type Loaded } from '../../api/load';
import { apiClient } from '../../config/client';
import { t } from '../../i18n/zh-CN';
import { contentLoader, type RouteContent } from '../shared/content/route-content';

const c = t.clubAuth;

/** A captcha, or the captcha message when it cannot be had. */
export const loadCaptcha = (signal?: AbortSignal): Promise<Loaded<ClubCaptcha>> => load('club captcha', () => fetchClubCaptcha(apiClient, signal), c.captchaFailed);

/** The page that holds the club authentication: its CMS content and a first captcha, fetched together. */
export interface ClubAuthPageData {
  content: RouteContent;
  captcha: Loaded<ClubCaptcha>;
}

const certificationContent = contentLoader('CERTIFICATION');
/** The /certification loader. */
export async function certificationLoader(args: LoaderFunctionArgs): Promise<ClubAuthPageData> {
  const [content, captcha] = await Promise.all([certificationContent(args), loadCaptcha(args.request.signal)]);
  return { content, captcha };
}

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
