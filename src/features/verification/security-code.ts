import { t } from '../../i18n/zh-CN';

/** A typed code as the backend reads it: spaces dropped, letters upper-case. */
export const normaliseSecurityCode = (raw: string) => raw.replace(/\s+/g, '').toUpperCase();

/** The validation message for a typed code ('' when it can be queried): required, then 12-20 digits or letters. */
export function securityCodeError(raw: string): string {
  const code = normaliseSecurityCode(raw);
  if (!code) return t.verification.required;
  return /^[0-9A-Z]{12,20}$/.test(code) ? '' : t.verification.invalid;
}
