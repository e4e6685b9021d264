/** A phone number as a tel: URL (its digits, and a leading + when it has one), or undefined when fewer than three digits are in it. */
export function telHref(value: string): string | undefined {
  const digits = value.replace(/\D/g, '');
  return digits.length >= 3 ? `tel:${/^\s*\+/.test(value) ? '+' : ''}${digits}` : undefined;
}

/**
 * Mainland phone numbers as written in running text: 400/800 service lines, mobiles and landlines with their area
 * code, with dashes or spaces between the groups; never part of a longer figure or of a Latin model name.
 */
export const PHONE_IN_TEXT = /(?<![A-Za-z0-9+-])(?:[48]00-?\d{3}-?\d{4}|1[3-9]\d(?:[ -]?\d{4}){2}|0\d{2,3}-\d{3,4}[ -]?\d{4})(?![0-9-])/g;

/** A run of text, or a phone number in it with the tel: URL it dials. */
export type TextPart = { text: string } | { phone: string; href: string };

/** `text` cut into its phone numbers (PHONE_IN_TEXT) and the text around them, in order, none empty. */
export function phoneParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(PHONE_IN_TEXT)) {
    const href = telHref(match[0]);
    if (!href) continue;
    if (match.index > from) parts.push({ text: text.slice(from, match.index) });
    parts.push({ phone: match[0], href });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}
