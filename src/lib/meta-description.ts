/** How long a description search results show whole: about two lines of Chinese in a result. */
export const META_DESCRIPTION_LENGTH = 120;

/**
 * Text from the CMS or the backend as a page description: tags dropped, white space made one space,
 * cut at META_DESCRIPTION_LENGTH characters (whole code points) with an ellipsis. Empty when nothing is left.
 */
export function metaDescription(text: string): string {
  const plain = text.replace(/<[^>]*>?/g, ' ').replace(/\s+/g, ' ').trim();
  const chars = [...plain];
  return chars.length <= META_DESCRIPTION_LENGTH ? plain : `${chars.slice(0, META_DESCRIPTION_LENGTH - 1).join('').trimEnd()}…`;
}
