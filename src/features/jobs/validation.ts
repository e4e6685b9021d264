import { t } from '../../i18n/zh-CN';

/** A mainland mobile number: 11 digits, 1 then 3-9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

/** The application fields validateApplication reads (Application); files are any list items. */
export interface ApplicationFields {
  personName: string;
  phoneNumber: string;
  cityId: string;
  positionIdList: readonly string[];
  resumeFile: readonly unknown[];
  otherFiles: readonly unknown[];
  captchaKey: string;
  captchaCode: string;
}

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

/**
 * The messages for what is missing or malformed, in form order: name, phone (missing or
 * malformed), city preference, resume, captcha code. Empty when the application may be sent.
 */
export function validateApplication(draft: ApplicationFields): string[] {
  const m = t.jobs.validation;
  const messages: string[] = [];
  if (blank(draft.personName)) messages.push(m.name);
  if (blank(draft.phoneNumber)) messages.push(m.phone);
  else if (!PHONE_PATTERN.test(draft.phoneNumber.trim())) messages.push(m.phoneFormat);
  if (blank(draft.cityId)) messages.push(m.city);
  if (draft.resumeFile.length === 0) messages.push(m.resume);
  if (blank(draft.captchaCode)) messages.push(m.captcha);
  return messages;
}
