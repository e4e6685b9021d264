import { phoneParts } from './tel';

/** SHOW_TEXT of a TreeWalker, as a number: the walker is the caller's window's (jsdom's on the server). */
const SHOW_TEXT = 4;

/**
 * Wraps each phone number in the text under `root` (outside links) in a tel: link, so a phone dials it and rich
 * text's style keeps it on one line. The text reads as before.
 */
export function linkPhoneNumbers(root: Node): void {
  const document = root.ownerDocument;
  if (!document) return;
  const walker = document.createTreeWalker(root, SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('a')) texts.push(node as Text);
  }
  for (const text of texts) {
    const parts = phoneParts(text.data);
    if (!parts.some((part) => 'phone' in part)) continue;
    text.replaceWith(
      ...parts.map((part) => {
        if ('text' in part) return part.text;
        const link = document.createElement('a');
        link.setAttribute('href', part.href);
        link.textContent = part.phone;
        return link;
      }),
    );
  }
}
