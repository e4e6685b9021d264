import { optionalText } from '../common';

/** The telephone, mobile (dealer cooperation) and e-mail lines, label and value each: site settings and gifting share them. */
export const contactLinesShape = {
  label4Tel: optionalText,
  desc4Tel: optionalText,
  label4Phone: optionalText,
  desc4Phone: optionalText,
  label4Email: optionalText,
  desc4Email: optionalText,
};
