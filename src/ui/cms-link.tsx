import { createContext, lazy, Suspense, useContext, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { toastError } from './toast';
import { Link } from 'react-router-dom';
import { leafFlagContext, resolveLink, type LinkContext } from '../engine/links';
import type { ParseResult } from '../engine/parse';
import { t } from '../i18n/zh-CN';
import { useAction, type ActionCall } from './use-action';
import styles from './cms-link.module.css';

// The dialog comes with the first page config shown, not with every page that has a link.
const Modal = lazy(() => import('./modal').then((m) => ({ default: m.Modal })));

/** What a CMS link needs from the site beyond the router: how a page config (type 7) is fetched, its content parsed there once. */
export interface CmsLinkSource {
  fetchPageConfig: ActionCall<[id: string], ParseResult>;
}

/** The site's CMS link source (the app provides it); without one a type-7 link is plain text. */
export const CmsLinkSourceContext = createContext<CmsLinkSource | null>(null);

/** Code -> leaf flag of the category tree, as the root route loads it before the first render. */
export type LeafCategories = Readonly<Record<string, boolean>>;

/** The leaf flags the root route loaded; null outside the router (no category is known then). */
export const LeafCategoriesContext = createContext<LeafCategories | null>(null);

const NO_LEAVES: LeafCategories = {};

/**
 * The LinkContext of everything rendered: the root loader's leaf flags and nothing else, so the server's address
 * of a type-5 link is the one the browser hydrates and a crawler sees the visitor's.
 */
export function useLinkContext(): LinkContext {
  const leaves = useContext(LeafCategoriesContext) ?? NO_LEAVES;
  return useMemo(() => leafFlagContext(leaves), [leaves]);
}

/** Renders a fetched page config (type-7 link) when the caller takes none; BlockTree provides it. */
export const PageConfigViewContext = createContext<((config: ParseResult) => ReactNode) | null>(null);

/** How a CMS link looks: bare (the caller styles it), an outlined button, or an underlined text link. */
export type CmsLinkVariant = 'plain' | 'button' | 'text';

/** A CMS link object and what it wraps. */
export interface CmsLinkProps {
  link: unknown;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
  variant?: CmsLinkVariant;
  /** Type 5 links: the all-series flag (?isAll=true). */
  allSeries?: boolean;
  /** Type 7 links: receives the fetched page config's content; without it the config opens in a dialog. */
  onPageConfig?: (config: ParseResult) => void;
  'aria-label'?: string;
  /** Where it stands in the tab order (a row of links with one Tab stop). */
  tabIndex?: number | undefined;
}

/**
 * Any CMS link, through resolveLink: external -> new window with rel="noopener noreferrer"; internal ->
 * router link; page config -> a button that fetches it; none -> plain text.
 */
export function CmsLink({ link, children, className, style, variant = 'plain', allSeries, onPageConfig, 'aria-label': ariaLabel, tabIndex }: CmsLinkProps) {
  const source = useContext(CmsLinkSourceContext);
  const target = resolveLink(link, useLinkContext(), allSeries ? { allSeries } : undefined);
  const classes = [styles[variant], className].filter(Boolean).join(' ') || undefined;
  const common = { className: classes, style, 'aria-label': ariaLabel, tabIndex };
  switch (target.kind) {
    case 'external':
      return <a {...common} href={target.href} target="_blank" rel="noopener noreferrer">{children}</a>;
    case 'internal':
      return <Link {...common} to={target.to}>{children}</Link>;
    case 'pageConfig':
      return source ? <PageConfigButton {...common} id={target.id} fetchConfig={source.fetchPageConfig} onPageConfig={onPageConfig}>{children}</PageConfigButton> : <span {...common}>{children}</span>;
    case 'none':
      return <span {...common}>{children}</span>;
  }
}

interface PageConfigButtonProps {
  id: string;
  fetchConfig: CmsLinkSource['fetchPageConfig'];
  className?: string;
  style?: CSSProperties;
  'aria-label'?: string;
  onPageConfig?: (config: ParseResult) => void;
  children: ReactNode;
}

/** A type-7 link: fetches the page config by id, then hands it over or shows it in a dialog; an unusable or failed one toasts. */
function PageConfigButton({ id, fetchConfig, onPageConfig, children, ...rest }: PageConfigButtonProps) {
  const renderConfig = useContext(PageConfigViewContext);
  const { state, run } = useAction(`page config ${id}`, fetchConfig);
  const [config, setConfig] = useState<ParseResult | null>(null);
  // Mounted from its first opening on, so it can play its closing transition.
  const [shown, setShown] = useState(false);
  const open = async () => {
    const loaded = await run(id);
    if (!loaded) return;
    if (loaded.status !== 'ok') toastError(t.requestFailed);
    else if (onPageConfig) onPageConfig(loaded.data);
    else {
      setShown(true);
      setConfig(loaded.data);
    }
  };
  const busy = state.status === 'pending';
  return (
    <>
      <button type="button" {...rest} aria-busy={busy || undefined} disabled={busy} onClick={() => void open()}>
        {children}
      </button>
      {renderConfig && shown && (
        <Suspense>
          <Modal open={config !== null} onClose={() => setConfig(null)} label={t.blocks.pageConfigTitle}>
            {config && renderConfig(config)}
          </Modal>
        </Suspense>
      )}
    </>
  );
}
