import type { Params } from 'react-router-dom';
import type { LinkContext } from '../engine/links';
import type { BreadcrumbItem } from '../state/page';

/** Where a page is, beyond its loader data: the path's parameters, the query and the site's category leaves. */
export interface PagePlace {
  params: Params;
  search: URLSearchParams;
  /** The root loader's leaf flags, for a trail's category links (as every link reads them). */
  links: LinkContext;
}

/**
 * What a route module exports as its `handle`, read above the page through `useMatches` (the deepest match's).
 * Methods, so a handle typed by its own loader's data fits the frame's `RouteHandle` of unknown data.
 */
export interface RouteHandle<Data = unknown> {
  /** The label of its heading. */
  title?: string;
  /** What it adds to the site's default document title (src/app/document-head.tsx); undefined: the default alone. */
  documentTitle?(data: Data): string | undefined;
  /** The breadcrumb bar's items (src/app/breadcrumb-bar.tsx); none or empty: no bar. */
  breadcrumbs?(data: Data, place: PagePlace): BreadcrumbItem[];
}

/** The handle of a page whose one breadcrumb is its title. */
export const titledHandle = (title: string) => ({ title, breadcrumbs: () => [{ label: title }] }) satisfies RouteHandle;
