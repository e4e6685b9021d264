import createDOMPurify, { type RemovedAttribute, type RemovedElement, type WindowLike } from 'dompurify';
import { imageUrlFault } from '../../schemas/image-url';
import { hrefAsLink, resolveLink, type LinkContext } from './links';
import { inertMarkup } from './inline-attributes';
import { linkPhoneNumbers } from './phone-links';
import { telHref } from './tel';
import { RICH_TEXT_ATTRS, RICH_TEXT_TAGS } from './rich-text-tags';

// The one rich-text policy of the site and of the content validator: DOMPurify with an explicit allowlist, every
// href through resolveLink, every src through the image-URL rule. The window is the caller's (the browser's, or
// jsdom's in the CLI), so this module itself needs no DOM.

/** Something the sanitiser removed or refused, as the content validator reports it. */
export type RichTextDrop =
  | { kind: 'tag'; tag: string }
  | { kind: 'attribute'; tag: string; attribute: string; value: string }
  | { kind: 'link'; href: string }
  | { kind: 'image'; src: string; reason: string };

/** Sanitised HTML and what was taken out of it. */
export interface RichTextResult {
  html: string;
  dropped: RichTextDrop[];
}

/** Options of a sanitiser. */
export interface RichTextOptions {
  /** Category leaves for type-5 style links; rich text only carries hrefs, so the default knows none. */
  linkContext?: LinkContext;
  /** A last say on images the rule accepts (the site refuses hosts its CSP would block). */
  allowImage?: (src: string) => boolean;
}

const noCategories: LinkContext = { isLeafCategory: () => undefined };

/** Where a rich-text href goes. */
const linkOf = (href: string, ctx: LinkContext) => resolveLink(hrefAsLink(href), ctx);

/** The window a sanitiser works in: DOMPurify's needs, plus a document to serialise in. */
export type SanitizerWindow = WindowLike & Pick<typeof globalThis, 'document'>;

/** The target and rel the policy itself gives an external link: taking them out and putting them back loses nothing. */
const EXTERNAL_LINK_ATTRS: Record<string, string> = { target: '_blank', rel: 'noopener noreferrer' };
const setByPolicy = (element: Element, name: string, value: string) =>
  element.tagName === 'A' && /^https?:/i.test(element.getAttribute('href') ?? '') && EXTERNAL_LINK_ATTRS[name] === value;

/** How many times sanitised markup goes round again, at most, to reach markup that parses back to itself. */
const MAX_ROUNDS = 3;

/** A sanitiser bound to one window: `(html) => { html, dropped }`. Its DOMPurify instance is its own (hooks stay local). */
export function createRichTextSanitizer(window: SanitizerWindow, options: RichTextOptions = {}): (html: string) => RichTextResult {
  const purify = createDOMPurify(window);
  const ctx = options.linkContext ?? noCategories;
  let dropped: RichTextDrop[] = [];
  // The marks of the markup being sanitised (inertMarkup): values are checked and kept as the CMS wrote them.
  let restore = (text: string) => text;

  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    data.attrValue = restore(data.attrValue);
    if (data.attrName === 'href') {
      // A telephone link dials its digits; any other href goes where resolveLink says.
      const tel = /^\s*tel:/i.test(data.attrValue) ? telHref(data.attrValue.replace(/^\s*tel:/i, '')) : undefined;
      if (tel) {
        data.attrValue = tel;
        return;
      }
      const target = linkOf(data.attrValue, ctx);
      if (target.kind === 'external') data.attrValue = target.href;
      else if (target.kind === 'internal') data.attrValue = target.to;
      else {
        dropped.push({ kind: 'link', href: data.attrValue });
        data.keepAttr = false;
      }
    } else if (data.attrName === 'src') {
      const fault = imageUrlFault(data.attrValue) ?? (options.allowImage?.(data.attrValue.trim()) === false ? 'host not allowed by the site' : undefined);
      if (fault) {
        dropped.push({ kind: 'image', src: data.attrValue, reason: fault });
        data.keepAttr = false;
      } else data.attrValue = data.attrValue.trim();
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    // A link the site opens in a new window must not hand that window our page (reverse tabnabbing).
    if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });

  const sanitizeOnce = (html: string): RichTextResult => {
    dropped = [];
    const inert = inertMarkup(html);
    restore = inert.restore;
    const fragment = purify.sanitize(inert.html, {
      ALLOWED_TAGS: [...RICH_TEXT_TAGS],
      ALLOWED_ATTR: [...RICH_TEXT_ATTRS],
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      ALLOW_UNKNOWN_PROTOCOLS: false,
      RETURN_DOM_FRAGMENT: true,
      // Leading <style>, <link> or <meta> would go to <head> and vanish unreported; in the body they are reported.
      FORCE_BODY: true,
      // A style element, renamed to parse inert, still goes with all it holds.
      ADD_FORBID_CONTENTS: [inert.styleTag],
    });
    const removed = purify.removed as (RemovedElement | RemovedAttribute)[];
    let marker = true;
    for (const entry of removed) {
      if ('attribute' in entry && entry.attribute) {
        const name = restore(entry.attribute.name);
        if (name === 'href' || name === 'src') continue; // the hook recorded it with its reason
        if (setByPolicy(entry.from as Element, name, entry.attribute.value)) continue; // put back as it was: nothing lost
        dropped.push({ kind: 'attribute', tag: restore((entry.from as Element).tagName.toLowerCase()), attribute: name, value: restore(entry.attribute.value) });
      } else if ('element' in entry) {
        const node = entry.element;
        const tag = node.nodeType === 1 ? (node as Element).tagName : '';
        // DOMPurify reports its own <body> wrapper and the <remove> marker FORCE_BODY puts first: no content of ours.
        if (tag === 'BODY') continue;
        if (tag === 'REMOVE' && marker) {
          marker = false;
          continue;
        }
        if (tag) dropped.push({ kind: 'tag', tag: restore(tag.toLowerCase()) });
        else if (node.nodeType === 8) dropped.push({ kind: 'tag', tag: '#comment' });
      }
    }
    // A link that goes nowhere is its text; a picture without a usable source is nothing.
    for (const a of Array.from(fragment.querySelectorAll('a:not([href])'))) a.replaceWith(...Array.from(a.childNodes));
    for (const img of Array.from(fragment.querySelectorAll('img:not([src])'))) img.remove();
    linkPhoneNumbers(fragment);
    // To unwrap <body> DOMPurify copied the whole markup into its parsed document, which jsdom keeps until the caller's
    // synchronous job ends (a weakly held NodeIterator): emptied, a file of rich texts checked in one job keeps none.
    const parsed = fragment.ownerDocument;
    const box = window.document.createElement('div');
    box.append(fragment);
    if (parsed !== window.document) parsed.documentElement?.replaceChildren();
    return { html: restore(box.innerHTML), dropped };
  };

  return (html) => {
    // DOMPurify turns empty input into a comment, which would then be reported as dropped.
    if (html.trim() === '') return { html, dropped: [] };
    const first = sanitizeOnce(html);
    // Unwrapping a removed element can leave a shape the parser builds otherwise (a <p> in a <p>, once the <object>
    // between them went): what is shown is what the browser reads, so the markup goes round until it reads as written.
    let shown = first.html;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const again = sanitizeOnce(shown).html;
      if (again === shown) break;
      shown = again;
    }
    return { html: shown, dropped: first.dropped };
  };
}
