import { Suspense, use, useId, useMemo, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { loadWhenNear } from './near-viewport';
import { loadedSanitizer, loadRichText, SanitizerContext, type Sanitizer } from './rich-text-loader';
import { RichTextFallback } from './rich-text-fallback';
import styles from './rich-text.module.css';

/**
 * The markup the server sanitised for the rich text marked `id`, when hydrating it (none on the server, nor for a
 * rich text rendered afresh: React's ids in the browser never take the server's form).
 */
const serverMarkup = (id: string): string | undefined =>
  typeof document === 'undefined'
    ? undefined
    : [...document.querySelectorAll('[data-rich-text]:not([data-pending])')].find((marked) => marked.getAttribute('data-rich-text') === id)?.innerHTML;

/** The sanitiser, once the rich text marked `id` is near the viewport. */
const sanitizerFor = (id: string): Promise<Sanitizer> => loadWhenNear(id, loadRichText);

/**
 * The sanitiser as `use` reads it: a loaded one as a settled promise, so `use` runs on every render that sanitises
 * (skipping it once the sanitiser came would change the hooks between a suspended render and its retry: React #467).
 */
const sanitizerPromise = (id: string, given: Sanitizer | undefined): Promise<Sanitizer> => {
  const loaded = given ?? loadedSanitizer();
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
  // Hydrating, the server's markup stays as long as its text does: the server sanitised it with the same policy, so a
  // first visit never fetches the sanitiser. A text that changes in the browser (a preview, a navigation's new content)
  // is sanitised here, and rendered afresh the fallback shows until it is near.
  const [hydrated] = useState(() => ({ html, markup: serverMarkup(id) }));
  const kept = hydrated.html === html ? hydrated.markup : undefined;
  // Only the server's render hands one over (the browser loads its own): the browser's build leaves the read out.
  const given = import.meta.env.SSR ? use(SanitizerContext) : undefined;
  const sanitize = kept === undefined ? use(sanitizerPromise(id, given)) : undefined;
  const clean = useMemo(() => kept ?? sanitize?.(html).html ?? '', [kept, sanitize, html]);
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !isInternal(href) || !event.currentTarget.contains(anchor)) return;
    event.preventDefault();
    void navigate(href);
  };
  // Delegated: the links are real anchors, so keyboard activation fires the same click.
  return <div className={className} data-rich-text={id} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
