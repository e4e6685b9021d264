import { Suspense, use, useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RichTextResult, SanitizerWindow } from '../engine/rich-text';
import { useCloseSubmenus } from '../state/menu';
import { shownImageSrc } from './cms-image';
import { siteLinkContext } from './cms-link';
import styles from './rich-text.module.css';

type Sanitizer = (html: string) => RichTextResult;
let sanitizer: Sanitizer | undefined;
let loading: Promise<Sanitizer> | undefined;

/** The window the sanitiser works in where there is no page: the prerender sets one (src/entry-server.tsx). */
export const serverSanitizerWindow: { current?: SanitizerWindow } = {};

/**
 * Fetches the rich-text policy and DOMPurify, once: only pages that show rich text download them. A loader whose
 * data carries rich text awaits it, so RichText renders at once; anywhere else RichText waits for it (Suspense).
 */
export function loadRichText(): Promise<Sanitizer> {
  loading ??= import('../engine/rich-text').then(({ createRichTextSanitizer }) =>
    (sanitizer = createRichTextSanitizer(serverSanitizerWindow.current ?? window, { linkContext: siteLinkContext, allowImage: (src) => shownImageSrc(src) !== undefined })),
  );
  return loading;
}

/** A site path the sanitiser kept (it rewrote every href to an internal path or an external http(s) URL). */
const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** True when CMS items (`[{ modelName }]`) hold a block that shows rich text, so their loader fetches the sanitiser. */
export const holdsRichText = (items: unknown): boolean =>
  Array.isArray(items) && items.some((item) => RICH_TEXT_MODELS.has((item as { modelName?: unknown } | null)?.modelName as string));
const RICH_TEXT_MODELS = new Set(['common', 'highlight']);

/**
 * Every HTML field from the CMS: sanitised before it touches the DOM; its internal links navigate through the
 * router (and close open submenus) instead of reloading the page, its external links open in a new tab.
 */
export function RichText(props: { html: string; className?: string }) {
  return (
    <Suspense>
      <SanitisedHtml {...props} />
    </Suspense>
  );
}

function SanitisedHtml({ html, className }: { html: string; className?: string }) {
  const sanitize = sanitizer ?? use(loadRichText());
  const clean = useMemo(() => sanitize(html).html, [sanitize, html]);
  const navigate = useNavigate();
  const closeSubmenus = useCloseSubmenus();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !isInternal(href) || !event.currentTarget.contains(anchor)) return;
    event.preventDefault();
    closeSubmenus();
    void navigate(href);
  };
  // Delegated: the links are real anchors, so keyboard activation fires the same click.
  return <div className={className ? `${styles.rich} ${className}` : styles.rich} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
