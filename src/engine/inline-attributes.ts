const RENAMED = 'blocked-';

/**
 * Chrome checks inline event handlers and style attributes against the page's CSP as soon as HTML is parsed,
 * even into an inert document, and logs a violation for each: renamed before parsing, they are plain attributes
 * that DOMPurify drops silently and that text extraction never reads.
 */
export const renameInline = (html: string): string =>
  html.replace(/<[^>]+>/g, (tag) => tag.replace(/([\s/"'])(on[a-z]+|style)(\s*=)/gi, `$1${RENAMED}$2$3`));

/** An attribute's name as the CMS wrote it, before renameInline. */
export const originalName = (name: string): string => (name.startsWith(RENAMED) ? name.slice(RENAMED.length) : name);
