import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { createRichTextSanitizer, type RichTextResult, type SanitizerWindow } from '../engine/rich-text';
import { useCloseSubmenus } from '../state/menu';
import { shownImageSrc } from './cms-image';
import { siteLinkContext } from './cms-link';
import styles from './rich-text.module.css';

let sanitizer: ((html: string) => RichTextResult) | undefined;

/** The window the sanitiser works in where there is no page: the prerender sets one (src/entry-server.tsx). */
export const serverSanitizerWindow: { current?: SanitizerWindow } = {};

/** CMS HTML through the site's rich-text policy (src/engine/rich-text.ts): safe to put into the DOM. */
export function sanitizeHtml(html: string): string {
  sanitizer ??= createRichTextSanitizer(serverSanitizerWindow.current ?? window, { linkContext: siteLinkContext, allowImage: (src) => shownImageSrc(src) !== undefined });
  return sanitizer(html).html;
}

/** A site path the sanitiser kept (it rewrote every href to an internal path or an external http(s) URL). */
const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * Every HTML field from the CMS: sanitised before it touches the DOM; its internal links navigate through the
 * router (and close open submenus) instead of reloading the page, its external links open in a new tab.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
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
