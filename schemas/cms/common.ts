import { blockSchema, requiredText, styleConfig } from './block-parts';

// Assumed fields: `content`, free HTML from the CMS rich-text editor (sanitised with DOMPurify before it
// touches the DOM); an empty section is rejected since it would render nothing.

/** common: a free rich-text section. */
export const commonSchema = blockSchema(
  {
    content: requiredText,
    styleConfig,
  },
  'common: a free rich-text (HTML) section',
);
