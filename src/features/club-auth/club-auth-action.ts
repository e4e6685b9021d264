import { data, type ActionFunctionArgs } from 'react-router-dom';
import type { AuthenticatedClub } from '../../../schemas/api/club-auth';
import { authenticateClub } from '../../api/club-auth';
import { empty, load, type Loaded } from '../../api/load';
import { apiOf } from '../../config/client';
import { t } from '../../i18n/zh-CN';
import { formText } from '../../lib/form-text';
import { captchaKeyIn } from '../../lib/captcha-cookie';
import { refusalMessage } from './club-auth-data';
import { clubAuthErrors } from './club-auth-validation';

/** The most of each field read: a serial is at most 20 characters, a captcha code 4; anything longer is refused by the rules. */
const MAX_TYPED = 64;

/**
 * What an authentication answered: the serial as typed (shown again; the captcha code never is, a new captcha needs a
 * new one), then the fields' messages or the backend's outcome.
 */
export type ClubAuthAnswer = { serialNumber: string } & ({ errors: { serial: string; captcha: string } } | { outcome: Loaded<AuthenticatedClub> });

/**
 * The club authentication as the route's action, run by the server for a form posted without script (the captcha's key
 * in its cookie) and by the app once hydrated (the key of the captcha it fetched, in the form). 422 for the fields or a
 * refusal, 503 when the call failed.
 */
export async function clubAuthAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const serialNumber = formText(form, 'serialNumber', MAX_TYPED);
  const captchaCode = formText(form, 'captchaCode', MAX_TYPED);
  const errors = clubAuthErrors(serialNumber, captchaCode);
  if (errors.serial || errors.captcha) return data<ClubAuthAnswer>({ serialNumber, errors }, 422);
  const captchaKey = formText(form, 'captchaKey', MAX_TYPED) || captchaKeyIn('club', request.headers.get('cookie'));
  // A success that names no club confirms nothing the visitor could check, so it is not shown as 认证成功.
  const outcome: Loaded<AuthenticatedClub> = captchaKey
    ? await load('club auth', async () => (await authenticateClub(apiOf(context), { serialNumber: serialNumber.trim().toUpperCase(), captchaKey, captchaCode: captchaCode.trim() }, request.signal)) ?? empty('success without the club'), refusalMessage)
    : { status: 'failed', cause: 'unsuccessful', message: t.clubAuth.captchaExpired };
  const status = outcome.status === 'ok' ? 200 : outcome.status === 'failed' && outcome.cause === 'unsuccessful' ? 422 : 503;
  return data<ClubAuthAnswer>({ serialNumber, outcome }, status);
}
