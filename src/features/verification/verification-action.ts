import { data, type ActionFunctionArgs } from 'react-router-dom';
import type { Verification } from '../../../schemas/api/verification';
import { querySecurityCode } from '../../api/verification';
import { load, type Loaded } from '../../api/load';
import { apiOf } from '../../config/client';
import { formText } from '../../lib/form-text';
import { normaliseSecurityCode, securityCodeError } from './security-code';

/** The most of a typed code read: 20 characters with room for the spaces a visitor types between groups. */
const MAX_TYPED = 64;

/** What a check answered: the code as typed (shown again in the field), then the rule it broke or the query's outcome. */
export type VerificationAnswer = { typed: string } & ({ error: string } | { code: string; outcome: Loaded<Verification> });

/**
 * The security-code check as the route's action: the server runs it for a form posted without script, the app in the
 * browser once hydrated. 422 when the code breaks the rules, 503 when the query failed (the spec's message either way).
 */
export async function verificationAction({ request, context }: ActionFunctionArgs) {
  const typed = formText(await request.formData(), 'securityCode', MAX_TYPED);
  const error = securityCodeError(typed);
  if (error) return data<VerificationAnswer>({ typed, error }, 422);
  const code = normaliseSecurityCode(typed);
  const outcome = await load('security code', () => querySecurityCode(apiOf(context), code, request.signal));
  return data<VerificationAnswer>({ typed, code, outcome }, outcome.status === 'failed' ? 503 : 200);
}
