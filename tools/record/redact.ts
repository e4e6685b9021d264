/** Placeholder for a removed secret or personal value. */
export const REDACTED = '[redacted]';
/** What a redacted e-mail address becomes (still an e-mail, so schemas and mailto links keep working). */
export const REDACTED_EMAIL = 'redacted@example.com';

/** Keys whose values are secrets: tokens, passwords, cookies, signatures, captcha keys and images. */
const SECRET_KEY = /token|secret|passw(or)?d|authori[sz]ation|cookie|session|signature|api_?key|captcha_?key|imageBase64/i;
/** Keys whose values identify a person (job applications, members). */
const PERSONAL_KEY = /^(personName|realName|userName|nickName|fullName|idCard|idNumber|idNo|birthday|resumeFile|otherFiles)$/i;

const EMAIL = /[\w.%+-]+@[a-z\d-]+(\.[a-z\d-]+)*\.[a-z]{2,}/gi;
/** A mainland mobile number, optionally grouped 3-4-4 with spaces or dashes. */
const MOBILE = /(?<!\d)(1[3-9]\d)([\s-]?)\d{4}([\s-]?)\d{4}(?!\d)/g;
/** A resident identity card number: region, birth date, sequence, check digit (so long ids are left alone). */
const ID_CARD = /(?<!\d)[1-9]\d{5}(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dXx](?!\d)/g;
/** Credentials carried in URL query strings. */
const URL_SECRET = /([?&](?:access_?token|token|sign|signature|auth|key|session(?:id)?)=)[^&#\s"']+/gi;

/** Redacts one run: counts what it replaced. */
export interface Redactor {
  value(value: unknown): unknown;
  text(text: string): string;
  readonly count: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Deeper than any real response; stops a hostile document from exhausting the stack. */
const MAX_DEPTH = 64;

/**
 * Removes tokens and personal data from recorded responses: secret and personal keys lose their values,
 * e-mail addresses, mobile numbers, identity card numbers and URL credentials are masked in every string,
 * and JSON held in strings (CMS contents) is redacted inside and written back as a JSON string.
 */
export function createRedactor(): Redactor {
  let count = 0;
  const replace = (text: string, pattern: RegExp, by: string | ((...groups: string[]) => string)) =>
    text.replace(pattern, (...args: string[]) => {
      count += 1;
      return typeof by === 'string' ? by : by(...args);
    });
  const text = (input: string): string => {
    let out = replace(input, EMAIL, REDACTED_EMAIL);
    out = replace(out, ID_CARD, REDACTED);
    out = replace(out, MOBILE, (_match, prefix = '', sep1 = '', sep2 = '') => `${prefix}${sep1}0000${sep2}0000`);
    return replace(out, URL_SECRET, (_match, name = '') => `${name}redacted`);
  };
  const string = (input: string, depth: number): string => {
    const trimmed = input.trim();
    if ((trimmed.startsWith('{') || trimmed.startsWith('[')) && depth < MAX_DEPTH) {
      try {
        const parsed = JSON.parse(trimmed) as unknown;
        const before = count;
        const redacted = value(parsed, depth + 1);
        // Untouched JSON keeps its exact text, so a recording differs from the live answer only where it must.
        return count === before ? input : JSON.stringify(redacted);
      } catch {
        // not JSON after all: treat it as text
      }
    }
    return text(input);
  };
  const value = (input: unknown, depth = 0): unknown => {
    if (depth > MAX_DEPTH) return input;
    if (typeof input === 'string') return string(input, depth);
    if (Array.isArray(input)) return input.map((item) => value(item, depth + 1));
    if (!isRecord(input)) return input;
    return Object.fromEntries(
      Object.entries(input).map(([key, item]) => {
        if ((SECRET_KEY.test(key) || PERSONAL_KEY.test(key)) && item !== null && item !== '' && item !== undefined) {
          count += 1;
          return [key, REDACTED];
        }
        return [key, value(item, depth + 1)];
      }),
    );
  };
  return {
    value: (input) => value(input),
    text,
    get count() {
      return count;
    },
  };
}
