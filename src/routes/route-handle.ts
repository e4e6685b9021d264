import type { Params } from 'react-router-dom';
import type { ApiClient } from '../api/client';
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
/** A route's schema.org data for crawlers (its data module's `structuredData`), from its loader's data and the page's public address. */
export type StructuredData<Data> = (data: Data, page: { url: string; siteBase: string }) => object | undefined;

/** A picture of the backend's as the server answers it at the site's own address, with the cookie that comes with it. */
export interface RoutePicture {
  type: string;
  bytes: Uint8Array;
  setCookie: string;
}

/**
 * A picture a route's page shows from the site's own address, which the render server answers (a captcha, before or
 * without the app): its data module's `pictures`, by that address.
 */
export interface ServerPicture {
  /** A fresh one through the request's `api`; throws when the backend gives none. */
  answer(api: ApiClient, signal: AbortSignal, secure: boolean): Promise<RoutePicture>;
  /** The SVG answered in its place then (503). */
  unavailable(): string;
}

export interface RouteHandle<Data = unknown> {
  /** The label of its heading. */
  title?: string;
  /** What it adds to the site's default document title (src/app/document-head.tsx), when its last breadcrumb or title is not the page's name. */
  documentTitle?(data: Data): string | undefined;
  /** The page's description for search results and shared links, from its content; undefined: the site's default. */
  description?(data: Data): string | undefined;
  /** The breadcrumb bar's items (src/app/breadcrumb-bar.tsx); none or empty: no bar. */
  breadcrumbs?(data: Data, place: PagePlace): BreadcrumbItem[];
}

/** The page's name after the site's in its document title: its own, else its last breadcrumb, else its heading's label; none on the home page. */
export function pageName(handle: RouteHandle | undefined, data: unknown, place: PagePlace): string | undefined {
  return handle?.documentTitle?.(data) || handle?.breadcrumbs?.(data, place).at(-1)?.label || handle?.title;
}

/** The handle of a page whose one breadcrumb is its title. */
export const titledHandle = (title: string) => ({ title, breadcrumbs: () => [{ label: title }] }) satisfies RouteHandle;
