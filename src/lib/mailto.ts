/** A plain e-mail address (no spaces, quotes or angle brackets), so it is safe in a mailto: URL. */
const EMAIL = /^[^\s@<>"'()]+@[^\s@<>"'()]+\.[^\s@<>"'()]+$/;

/** The mailto: URL of an address, or undefined when it does not look like one. */
export const mailtoHref = (email: string) => (EMAIL.test(email.trim()) ? `mailto:${email.trim()}` : undefined);
