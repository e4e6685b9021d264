import { blockSchema, colour, link, requiredText, styleConfig, text, textAlign } from './block-parts';

// Assumed fields: a `title` headline, `content` rich text (HTML from the CMS editor, sanitised before it
// touches the DOM), an optional link with its label `linkName`, text alignment and colours.

/** highlight: a headline with rich text and an optional link. */
export const highlightSchema = blockSchema(
  {
    title: requiredText,
    content: text,
    linkName: text,
    link,
    textAlign: textAlign(2),
    textColor: colour,
    backgroundColor: colour,
    styleConfig,
  },
  'highlight: a headline with rich text and an optional link',
);
