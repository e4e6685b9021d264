import { createContext } from 'react';
import type { createRichTextSanitizer, RichTextResult, SanitizerWindow } from '../engine/rich-text';
import { RICH_TEXT_MODELS } from '../engine/rich-text-tags';
import { shownImageSrc } from './cms-image';

// Apart from the RichText component, so the loaders (in the entry chunk) fetch the sanitiser without bringing it.

/** A loaded sanitiser: CMS HTML in, what may be shown out. */
export type Sanitizer = (html: string) => RichTextResult;
let sanitizer: Sanitizer | undefined;
let loading: Promise<Sanitizer> | undefined;

/** The sanitiser once loaded, so RichText renders at once. */
export const loadedSanitizer = (): Sanitizer | undefined => sanitizer;

/** The site's sanitiser working in `view` (a page's window, the server's own DOM): images pass by the one image rule. */
export const siteSanitizer = (create: typeof createRichTextSanitizer, view: SanitizerWindow): Sanitizer =>
  create(view, { allowImage: (src) => shownImageSrc(src) !== undefined });

/** The sanitiser a render hands its rich text where there is no page to load one in (the server's, src/entry-server.tsx). */
export const SanitizerContext = /* @__PURE__ */ createContext<Sanitizer | undefined>(undefined);

/**
 * Fetches the rich-text policy and DOMPurify, once: only pages that show rich text download them. A loader whose
 * first screen shows rich text awaits it, so RichText renders at once; further down, RichText asks for it when it
 * comes near the viewport (loadWhenNear), so a long page's first visit does not pay for what it has not reached.
 */
export function loadRichText(): Promise<Sanitizer> {
  loading ??= import('../engine/rich-text').then(({ createRichTextSanitizer }) => (sanitizer = siteSanitizer(createRichTextSanitizer, window)));
  return loading;
}

/** How many of a content list's first blocks a phone's first screen shows. */
const FIRST_SCREEN_BLOCKS = 2;

/** True when the first screen of CMS items (`[{ modelName }]`) shows rich text, so their loader fetches the sanitiser. */
export const opensWithRichText = (items: unknown): boolean =>
  Array.isArray(items) &&
  items.slice(0, FIRST_SCREEN_BLOCKS).some((item) => RICH_TEXT_MODELS.has((item as { modelName?: unknown } | null)?.modelName as string));
