import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styles from './rich-text.module.css';

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** A DOMPurify instance of our own, so its link hook never changes how other code sanitises. */
function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // A link the CMS opens in a new window must not hand that window our page (reverse tabnabbing).
    if (node.tagName === 'A' && node.hasAttribute('target')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/**
 * Chrome checks inline event handlers against the page's CSP as soon as HTML is parsed, even into an inert
 * document, and logs a violation for each. Renaming them to an attribute DOMPurify drops keeps the console
 * clean; DOMPurify, not this, is what makes the HTML safe.
 */
const renameInlineHandlers = (html: string) => html.replace(/<[^>]+>/g, (tag) => tag.replace(/([\s/])on([a-z]+\s*=)/gi, '$1blocked-on$2'));

/** CMS HTML with scripts, event handlers and javascript: URLs removed; safe to put into the DOM. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(renameInlineHandlers(html), { USE_PROFILES: { html: true }, ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form'] });
}

/** Rich text from the CMS, sanitised with DOMPurify before it touches the DOM. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className ? `${styles.rich} ${className}` : styles.rich} dangerouslySetInnerHTML={{ __html: clean }} />;
}
