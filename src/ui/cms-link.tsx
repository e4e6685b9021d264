import { createContext, lazy, Suspense, useContext, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { toastError } from './toast';
import { Link } from 'react-router-dom';
import { boolLike } from '../../schemas/common';
import type { PageConfig } from '../../schemas/cms/page';
import { fetchPageConfig } from '../api/cms';
import { apiClient } from '../config/client';
import { resolveLink, type LinkContext } from '../engine/links';
import { t } from '../i18n/zh-CN';
import { useCloseSubmenus } from '../state/menu';
import styles from './cms-link.module.css';

// The dialog comes with the first page config shown, not with every page that has a link.
const Modal = lazy(() => import('./modal').then((m) => ({ default: m.Modal })));

/** localStorage key of the virtual-category code -> node map written by the category pages. */
export const VIRTUAL_CATEGORY_MAP_KEY = 'virtualCateMap';

let cachedMap: { raw: string; map: unknown } | undefined;

/** leafFlag of a virtual category from the stored map; undefined when the map or the code is not known. */
function isLeafCategory(code: string): boolean | undefined {
  try {
    const raw = localStorage.getItem(VIRTUAL_CATEGORY_MAP_KEY);
    if (!raw) return undefined;
    if (cachedMap?.raw !== raw) cachedMap = { raw, map: JSON.parse(raw) as unknown };
    const map = cachedMap.map;
    if (typeof map !== 'object' || map === null || !Object.hasOwn(map, code)) return undefined;
    const node = (map as Record<string, unknown>)[code];
    const flag = typeof node === 'object' && node !== null ? boolLike.safeParse((node as { leafFlag?: unknown }).leafFlag) : undefined;
    return flag?.success ? flag.data : undefined;
  } catch {
    // No storage or a corrupt map: resolveLink treats the category as not known.
    return undefined;
  }
}

/** The LinkContext of the site: leaf categories from the stored virtual-category map. */
export const siteLinkContext: LinkContext = { isLeafCategory };

/** Code -> leaf flag of the category tree, as the root route loads it before the first render. */
export type LeafCategories = Readonly<Record<string, boolean>>;

/** The leaf flags the root route loaded; null outside the router (the stored map alone then). */
export const LeafCategoriesContext = createContext<LeafCategories | null>(null);

/** The LinkContext of a rendered link: the loaded leaf flags first, so a type-5 address is canonical from the first render. */
function useLinkContext(): LinkContext {
  const leaves = useContext(LeafCategoriesContext);
  return useMemo(() => (leaves ? { isLeafCategory: (code) => (Object.hasOwn(leaves, code) ? leaves[code] : isLeafCategory(code)) } : siteLinkContext), [leaves]);
}

/** Renders a fetched page config (type-7 link) when the caller takes none; BlockTree provides it. */
export const PageConfigViewContext = createContext<((config: PageConfig) => ReactNode) | null>(null);

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
  /** Type 7 links: receives the fetched page config; without it the config opens in a dialog. */
  onPageConfig?: (config: PageConfig) => void;
  'aria-label'?: string;
}

/**
 * Any CMS link, through resolveLink: external -> new window with rel="noopener noreferrer"; internal ->
 * router link that hides open submenus; page config -> a button that fetches it; none -> plain text.
 */
export function CmsLink({ link, children, className, style, variant = 'plain', allSeries, onPageConfig, 'aria-label': ariaLabel }: CmsLinkProps) {
  const closeSubmenus = useCloseSubmenus();
  const target = resolveLink(link, useLinkContext(), allSeries ? { allSeries } : undefined);
  const classes = [styles[variant], className].filter(Boolean).join(' ') || undefined;
  const common = { className: classes, style, 'aria-label': ariaLabel };
  switch (target.kind) {
    case 'external':
      return <a {...common} href={target.href} target="_blank" rel="noopener noreferrer">{children}</a>;
    case 'internal':
      return <Link {...common} to={target.to} onClick={closeSubmenus}>{children}</Link>;
    case 'pageConfig':
      return <PageConfigButton {...common} id={target.id} onPageConfig={onPageConfig}>{children}</PageConfigButton>;
    case 'none':
      return <span {...common}>{children}</span>;
  }
}

interface PageConfigButtonProps {
  id: string;
  className?: string;
  style?: CSSProperties;
  'aria-label'?: string;
  onPageConfig?: (config: PageConfig) => void;
  children: ReactNode;
}

/** A type-7 link: fetches the page config by id, then hands it over or shows it in a dialog. */
function PageConfigButton({ id, onPageConfig, children, ...rest }: PageConfigButtonProps) {
  const renderConfig = useContext(PageConfigViewContext);
  const [busy, setBusy] = useState(false);
  const [config, setConfig] = useState<PageConfig | null>(null);
  // Mounted from its first opening on, so it can play its closing transition.
  const [shown, setShown] = useState(false);
  const load = async () => {
    setBusy(true);
    const fetched = await fetchPageConfig(apiClient, id);
    setBusy(false);
    if (!fetched) toastError(t.requestFailed);
    else if (onPageConfig) onPageConfig(fetched);
    else {
      setShown(true);
      setConfig(fetched);
    }
  };
  return (
    <>
      <button type="button" {...rest} aria-busy={busy || undefined} disabled={busy} onClick={() => void load()}>
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
