import { Suspense, use, useId, useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCloseSubmenus } from '../state/menu';
import { loadWhenNear } from './near-viewport';
import { loadedSanitizer, loadRichText, type Sanitizer } from './rich-text-loader';
import { RichTextFallback } from './rich-text-fallback';
import styles from './rich-text.module.css';

/** The server's markup of a rich text, when hydrating it. */
const serverMarkup = (id: string): Element | undefined =>
  [...document.querySelectorAll('[data-rich-text]')].find((marked) => marked.getAttribute('data-rich-text') === id);

/** The sanitiser, once the rich text marked `id` is near the viewport; at once when hydrating the server's markup. */
const sanitizerFor = (id: string): Promise<Sanitizer> =>
  // Markup there before the first call is the server's: a boundary left waiting would hold up every navigation.
  loadWhenNear(id, loadRichText, serverMarkup(id) !== undefined);

/**
 * The sanitiser as `use` reads it: a loaded one as a settled promise, so `use` runs on every render (skipping it
 * once the sanitiser came would change the hooks between a suspended hydration and its retry: React #467).
 */
const sanitizerPromise = (id: string): Promise<Sanitizer> => {
  const loaded = loadedSanitizer();
  return loaded ? Object.assign(Promise.resolve(loaded), { status: 'fulfilled', value: loaded }) : sanitizerFor(id);
};

/** A site path the sanitiser kept (it rewrote every href to an internal path or an external http(s) URL). */
const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * Every HTML field from the CMS: sanitised before it touches the DOM; its internal links navigate through the
 * router (and close open submenus) instead of reloading the page, its external links open in a new tab.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const id = useId();
  const classes = [styles.rich, className].filter(Boolean).join(' ');
  return (
    <Suspense fallback={<RichTextFallback html={html} className={classes} id={id} />}>
      <SanitisedHtml html={html} className={classes} id={id} />
    </Suspense>
  );
}

function SanitisedHtml({ html, className, id }: { html: string; className: string; id: string }) {
  // Rendered afresh, the fallback shows until the text is near; hydrating, the server's markup stays.
  const sanitize = use(sanitizerPromise(id));
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
  return <div className={className} data-rich-text={id} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
