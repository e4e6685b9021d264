import { JSDOM } from 'jsdom';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import type { SanitizerWindow } from './engine/rich-text';
import { apiClient } from './config/client';
import { env } from './config/env';
import { canonicalUrl } from './features/product/canonical-url';
import type { ProductData } from './features/product/product-loader';
import { productStructuredData } from './features/product/product-structured-data';
import { HYDRATION_DATA_ID, normalisedPath, type PrerenderedState } from './app/hydration-data';
import { discoverPaths, type DiscoveredPaths } from './app/prerender/discover-paths';
import { escapeAttribute, mergeHeadTags, splitHoisted } from './app/prerender/page-head';
import { routeObjects } from './app/router';
import { SiteShell } from './app/site-shell';
import { preloadFrame } from './app/frame-preloads';
import { loadRichText, serverSanitizerWindow } from './ui/rich-text-loader';
import { scriptJson } from './lib/script-json';

// The server entry of the prerender (tools/prerender.ts): the browser's route objects and loaders, rendered in Node.

// Rich text is sanitised by DOMPurify, which needs a DOM; the browser has its own.
serverSanitizerWindow.current = new JSDOM('').window as unknown as SanitizerWindow;

const handler = createStaticHandler(routeObjects);

/** A page written out: the tags for <head>, the markup for #root and the router's data for hydration. */
export interface RenderedPage {
  kind: 'rendered';
  path: string;
  head: string;
  body: string;
  /** The hydration data element, ready to go before the page's scripts. */
  data: string;
}
/** A page left to the client, and why: its data was not there, or it would not render. */
export interface LeftPage {
  kind: 'left';
  path: string;
  cause: 'data' | 'render';
  reason: string;
}

/** The first Loaded in the route data that is not ok (a failed call, an unknown id), as a reason; undefined when all are ok. */
function notOk(value: unknown, depth = 0): string | undefined {
  if (typeof value !== 'object' || value === null || depth > 3) return undefined;
  const { status, reason, message } = value as { status?: unknown; reason?: unknown; message?: unknown };
  if (status === 'failed') return `failed: ${String(message)}`;
  if (status === 'empty' && depth === 0) return `empty: ${String(reason)}`;
  for (const child of Object.values(value)) {
    const found = notOk(child, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Structured data for crawlers: the schema.org Product of a product page, none elsewhere. */
function structuredData(context: StaticHandlerContext, url: string): string {
  const product = context.loaderData.product as { status: string; data: ProductData } | undefined;
  if (product?.status !== 'ok') return '';
  return `<script type="application/ld+json">${scriptJson(productStructuredData(product.data.productDetail, url, env.VITE_SITE_BASE_URL))}</script>`;
}

/** The page's markup, breadcrumb bar and all (the bar reads the route's handle over the loader data, in the same pass). */
async function renderToMarkup(context: StaticHandlerContext): Promise<{ markup: string; errors: string[] }> {
  // Rich text and the frame's lazy parts render at once (never a suspended boundary, whose reveal would need an
  // inline script), in the same pass as the rest of the frame, so they show the frame data the browser starts from.
  await Promise.all([loadRichText(), preloadFrame()]);
  const errors: string[] = [];
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <SiteShell>
        {/* hydrate off: the router's own inline script is refused by the CSP; the data goes in a JSON element instead. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </SiteShell>
    </StrictMode>,
    // One piece: no boundary is outlined behind an inline reveal script, which the CSP would refuse.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push((error as Error).message ?? String(error)) },
  );
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  return { markup, errors };
}

/** Renders one path with the site's routes and loaders; a page whose data or render failed is left to the client. */
export async function renderPage(path: string): Promise<RenderedPage | LeftPage> {
  const url = canonicalUrl(env.VITE_SITE_BASE_URL, path, '');
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return { kind: 'left', path, cause: 'data', reason: `answers ${context.status} ${context.headers.get('location') ?? ''}`.trim() };
  if (context.errors) return { kind: 'left', path, cause: 'data', reason: `route error: ${Object.values(context.errors).map((e) => (e as Error)?.message ?? String(e)).join('; ')}` };
  const leftOut = Object.values(context.loaderData).map((data) => notOk(data)).find(Boolean);
  if (leftOut) return { kind: 'left', path, cause: 'data', reason: leftOut };
  const { markup, errors } = await renderToMarkup(context);
  // A boundary that failed on the server is marked for client rendering: such a page is not worth serving.
  if (errors.length > 0 || markup.includes('<!--$!-->')) return { kind: 'left', path, cause: 'render', reason: `render: ${errors.join('; ') || 'a boundary failed'}` };
  const { tags, body } = splitHoisted(markup);
  const head = [...mergeHeadTags(tags), `<link rel="canonical" href="${escapeAttribute(url)}">`, structuredData(context, url)].filter(Boolean).join('');
  const state: PrerenderedState = { path: normalisedPath(path), state: { loaderData: context.loaderData, actionData: context.actionData, errors: null } };
  return { kind: 'rendered', path, head, body, data: `<script type="application/json" id="${HYDRATION_DATA_ID}">${scriptJson(state)}</script>` };
}

/** The paths of the site worth prerendering, listed through the same API client. */
export const discover = (): Promise<DiscoveredPaths> => discoverPaths(apiClient);
