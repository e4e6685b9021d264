import { JSDOM } from 'jsdom';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, RouterContextProvider, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import type { ApiClient } from './api/client';
import { createRichTextSanitizer, type SanitizerWindow } from './engine/rich-text';
import { apiContext } from './config/client';
import { createBackendCircuit, serverApiClient, type BackendCall } from './config/server-client';
import type { Circuit, CircuitState } from './api/circuit';
import { fetchSiteSettings } from './api/site-settings';
import { env } from './config/env';
import { canonicalUrl } from './features/product/canonical-url';
import { HYDRATION_DATA_ID, renderedAddress, type RenderedState } from './app/hydration-data';
import { discoverPaths, type DiscoveredPaths } from './app/render/discover-paths';
import { escapeAttribute, mergeHeadTags, splitHoisted } from './app/render/page-head';
import { routeObjects } from './app/router';
import type { RoutePicture, ServerPicture, StructuredData } from './routes/route-handle';
import { routes } from './app/route-table';
import { SiteShell } from './app/site-shell';
import { preloadFrame } from './app/frame-preloads';
import { SanitizerContext, siteSanitizer, type Sanitizer } from './ui/rich-text-loader';
import { scriptJson } from './lib/script-json';
import { keptContext, sharedCalls, type KeptCalls } from './features/shared/kept-calls/kept-calls';
import { serverKeptCalls } from './features/shared/kept-calls/server-kept-calls';
import { canonicalTarget, indexedAddress } from './app/canonical-address';
import { EMPTY_CONTENT_HEADER } from './features/shared/page-answer/page-status';
import { paths } from './engine/paths';
import type { PolicySettings } from '../schemas/security-policy';
import { locationHeader } from './lib/location-header';
import { publishBindings, type PublishBindings } from './app/render/publish-bindings';
import type { PublishKind, PublishTargets } from './engine/publish-targets';

// The server entry (server/ and the static export): the browser's route objects and loaders, rendered in Node per request.

const handler = createStaticHandler(routeObjects);

/** A page to answer with: its status, the tags for <head>, the markup for #root and the router's data for hydration. */
export interface RenderedPage {
  kind: 'page';
  status: number;
  /** The pattern of the route that rendered it (/pdp/:slug), as the server's metrics name pages. */
  route: string;
  /** The page's own content came back empty: true now, but no copy to stand in for a good one. */
  empty: boolean;
  head: string;
  body: string;
  /** The hydration data element, ready to go after #root; empty when the browser must render afresh (a route error). */
  data: string;
  /** What it shows, for a CDN that purges by tag (src/app/render/publish-bindings.ts). */
  tags: string[];
}
/** The address the page sends the visitor to instead (a loader's redirect, or / for a path no route takes). */
export interface RedirectAnswer {
  kind: 'redirect';
  status: number;
  /** Percent-encoded, as a Location header must be. */
  location: string;
  /** The loader's own caching of it (a redirect to a canonical address is kept nowhere); else the page policy's. */
  cacheControl?: string;
}
/** A form posted to a page that takes none (no route action): 405, with the methods it takes. */
export interface RefusedPost {
  kind: 'not-allowed';
  status: 405;
}
export type RenderAnswer = RenderedPage | RedirectAnswer | RefusedPost;

/**
 * A form posted to a page: its body (urlencoded, or multipart with its Content-Type, boundary and all, where the page
 * takes files), and the Cookie header (the key of the captcha the visitor was shown).
 */
export interface PostedForm {
  body: string | Uint8Array<ArrayBuffer>;
  type?: string | undefined;
  cookie?: string | undefined;
}

/** A redirect answer to `target`, refused (a thrown error: the page does not render) when it leads nowhere or back to `from`. */
function redirectTo(target: string, status: number, from: string, cacheControl?: string | null): RedirectAnswer {
  const location = locationHeader(target);
  if (location === undefined) throw new Error(`a redirect to ${JSON.stringify(target)}, which is no address`);
  if (location === from) throw new Error(`a redirect of ${from} to itself`);
  return { kind: 'redirect', status, location, ...(cacheControl ? { cacheControl } : {}) };
}

/** A request's method, headers and body for a posted form, as a browser posts a form without script. */
const postOf = ({ body, type, cookie }: PostedForm): RequestInit => ({
  method: 'POST',
  body,
  headers: { 'content-type': type ?? 'application/x-www-form-urlencoded', ...(cookie && { cookie }) },
});

/** Structured data for crawlers: what the matched routes' data modules give from their loader data (a product page's Product). */
async function structuredData(context: StaticHandlerContext, url: string): Promise<string> {
  const page = { url, siteBase: env.VITE_SITE_BASE_URL };
  const given = await Promise.all(context.matches.map(async ({ route }) => {
    const module = await routes.find((def) => def.id === route.id)?.data?.();
    return (module?.structuredData as StructuredData<unknown> | undefined)?.(context.loaderData[route.id], page);
  }));
  return given.map((data) => (data ? `<script type="application/ld+json">${scriptJson(data)}</script>` : '')).join('');
}

/** What one render calls and keeps with, handed to its loaders and actions through React Router's request context. */
interface RenderDeps {
  api: ApiClient;
  kept: KeptCalls;
  /** Rich text renders at once with it (never a suspended boundary, whose reveal would need an inline script). */
  sanitizer: Sanitizer;
  /** The route table's publish bindings: the tags of what a page shows. */
  bindings: Promise<PublishBindings>;
}

/** The pattern of the deepest route the page matched with one of its own (the route table's), '*' for none. */
const routePattern = (context: StaticHandlerContext): string =>
  context.matches.map(({ route }) => routes.find((def) => def.id === route.id)?.path).filter(Boolean).pop() ?? '*';

/** The page's markup, breadcrumb bar and all; none once `signal` aborts (the visitor gone, the deadline passed). */
async function renderToMarkup(context: StaticHandlerContext, signal: AbortSignal | undefined, sanitizer: Sanitizer): Promise<string> {
  // The frame's lazy parts render at once too, in the same pass as the rest of the frame, so they show the frame data the browser starts from.
  await preloadFrame();
  // Markup for nobody would hold the CPU from the next visitor (a burst that left leaves no backlog).
  signal?.throwIfAborted();
  const errors: string[] = [];
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <SanitizerContext value={sanitizer}>
        <SiteShell>
          {/* hydrate off: the router's own inline script is refused by the CSP; the data goes in a JSON element instead. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </SiteShell>
      </SanitizerContext>
    </StrictMode>,
    // One piece: no boundary is outlined behind an inline reveal script, which the CSP would refuse.
    { ...(signal && { signal }), progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push((error as Error).message ?? String(error)) },
  );
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  signal?.throwIfAborted();
  // A boundary that failed on the server (React reports each to onError) is left for the browser: no page worth serving.
  if (errors.length > 0) throw new Error(`render: ${errors.join('; ')}`);
  return markup;
}

/** Renderer.renderRequest, its loaders and actions calling and keeping with `deps` (their request context). */
async function renderRequest(deps: RenderDeps, address: string, signal?: AbortSignal, form?: PostedForm): Promise<RenderAnswer> {
  const url = new URL(address);
  // The target exactly as it was asked for: any other spelling of a page's canonical address goes there, unkept (a
  // posted form is answered where it was posted: a redirect would drop it).
  const target = address.slice(url.origin.length);
  const canonical = canonicalTarget(target);
  if (!form && canonical !== undefined && canonical !== target) return redirectTo(canonical, 301, target, 'no-store');
  // The loaders and the action hand the request's signal to their calls: when the visitor goes, or past the server's deadline, they end.
  const requestContext = new RouterContextProvider();
  requestContext.set(apiContext, deps.api);
  requestContext.set(keptContext, deps.kept);
  const context = await handler.query(new Request(url, { ...(signal && { signal }), ...(form && postOf(form)) }), { requestContext });
  if (form && !(context instanceof Response) && context.statusCode === 405) return { kind: 'not-allowed', status: 405 };
  if (context instanceof Response) {
    const location = context.headers.get('location');
    if (context.status >= 300 && context.status < 400 && location) return redirectTo(location, context.status, target, context.headers.get('cache-control'));
    throw new Error(`a loader answered ${context.status}`);
  }
  // A path no route takes, not even the catch-all (an encoded newline), goes to / like any other unknown path, unkept.
  if (context.errors && context.statusCode === 404) return redirectTo(paths.home(), 302, target, 'no-store');
  // A loader's redirect that the page also renders in the browser (a short link's forward): its status and Location.
  const loaderLocation = Object.values(context.loaderHeaders).map((headers) => headers.get('location')).find(Boolean);
  if (context.statusCode >= 300 && context.statusCode < 400 && loaderLocation) return redirectTo(loaderLocation, context.statusCode, target);
  const markup = await renderToMarkup(context, signal, deps.sanitizer);
  // The status the loaders (or a posted form's action: 422 refused, 503 its call failed) gave, and their empty-content mark.
  const status = context.statusCode;
  const empty = Object.values(context.loaderHeaders).some((headers) => headers.has(EMPTY_CONTENT_HEADER));
  const publicUrl = canonicalUrl(env.VITE_SITE_BASE_URL, canonical === undefined ? url.pathname : indexedAddress(canonical), '');
  const { tags, body } = splitHoisted(markup);
  const head = [...mergeHeadTags(tags), `<link rel="canonical" href="${escapeAttribute(publicUrl)}">`, await structuredData(context, publicUrl)].filter(Boolean).join('');
  // A route error is not carried over (the browser renders that page afresh); everything else hydrates from its data.
  const state: RenderedState = { path: renderedAddress(url), state: { loaderData: context.loaderData, actionData: context.actionData, errors: null } };
  const data = context.errors ? '' : `<script type="application/json" id="${HYDRATION_DATA_ID}">${scriptJson(state)}</script>`;
  return { kind: 'page', status, route: routePattern(context), empty, head, body, data, tags: (await deps.bindings).tagsOf(context.matches) };
}

/** The canonical address of a request target, the one a cache keeps its page under; undefined when no page of the site has the path. */
export { canonicalTarget };

/** The build settings the server's headers and sitemap depend on, as this build was made with them. */
export const buildSettings: { siteBase: string; policy: PolicySettings } = {
  siteBase: env.VITE_SITE_BASE_URL,
  policy: { apiBaseUrl: env.VITE_API_BASE_URL, imageBaseUrl: env.VITE_IMAGE_BASE_URL, mapKey: env.VITE_MAP_KEY, hsts: env.VITE_HSTS },
};

/** Every route's pictures (its data module's `pictures`, a captcha's), by the address the server answers each at. */
async function routePictures(): Promise<Map<string, ServerPicture>> {
  const modules = await Promise.all(routes.map((def) => def.data?.()));
  return new Map(modules.flatMap((module) => Object.entries(module?.pictures ?? {})));
}

/** The addresses of the routes' pictures, which the server answers (server/route-pictures.ts). */
export const picturePaths = async (): Promise<string[]> => [...(await routePictures()).keys()];

/** A route's picture as the server answers it: the backend's, or the SVG in its place when there is none (with why). */
export type PictureAnswer = { kind: 'picture'; picture: RoutePicture } | { kind: 'unavailable'; svg: string; error: unknown };

/** Where a render server's backend calls go and how long each may take: its settings (server/settings.ts). */
export interface RenderSettings {
  apiBaseUrl: string;
  /** BACKEND_TIMEOUT_MS: every call's deadline, with the server's circuit breaker; none where unset (a test's render). */
  backendTimeoutMs?: number | undefined;
  /** Told of each backend call once it ended, and of each kept call whether its answer was kept (the server's metrics). */
  observe?: RenderObserver | undefined;
}

/** What the server watches of its renders. */
export interface RenderObserver {
  backendCall(call: BackendCall): void;
  keptCall(hit: boolean): void;
}

/** A render server's renders, all made with its own API client, kept calls and sanitiser. */
export interface Renderer {
  /**
   * The answer for one address: a redirect (a loader's), or the page with the status its loaders gave (`data(value,
   * { status })`: 404 for an unknown product, 503 when a backend call failed; the router's for a route error). Given a
   * posted `form`, the route's action runs first and the page renders with its answer, status and all (405 when the
   * route has none). Throws when the page does not render; the caller answers with the app shell.
   */
  renderRequest(address: string, signal?: AbortSignal, form?: PostedForm): Promise<RenderAnswer>;
  /** The route picture at `path` (one of picturePaths'), fresh from the backend. */
  picture(path: string, signal: AbortSignal, secure: boolean): Promise<PictureAnswer>;
  /** The paths of the site worth listing (sitemap, static export). */
  discover(): Promise<DiscoveredPaths>;
  /** The cache keys and tags of the pages that show what a publish names (src/app/render/publish-bindings.ts); undefined when no page does. */
  pagesShowing(kind: PublishKind, id: string): Promise<PublishTargets | undefined>;
  /** Forgets what the renders keep between requests (the frame's content and the category tree, 10 s), when an editor publishes. */
  forgetServerCaches(): void;
  /**
   * Whether the backend answered a call of these renders (their circuit judges each) within the last `withinMs`; when
   * none did, it is asked once for the site settings every page shows (within the calls' deadline), probes at once sharing it.
   */
  backendAnswered(withinMs: number): Promise<boolean>;
  /**
   * These renders for a request that names a test scenario (QA's faults on the bundled fixtures): every backend call
   * carries `headers`, goes around the circuit (its failures are no outage) and is asked afresh, none of it kept.
   */
  underScenario(headers: Record<string, string>): Renderer;
  /** The state of the server's circuit breaker on its backend; undefined where calls have no deadline (no circuit). */
  circuitState(): CircuitState | undefined;
}

/** The renders of a server on `settings`: one circuit and one store of kept calls for them all. */
export function createRenderer({ apiBaseUrl, backendTimeoutMs, observe }: RenderSettings): Renderer {
  // Rich text is sanitised by DOMPurify, which needs a DOM; the browser has its own.
  const sanitizer = siteSanitizer(createRichTextSanitizer, new JSDOM('').window as unknown as SanitizerWindow);
  const calls = { baseUrl: apiBaseUrl, deadlineMs: backendTimeoutMs, observe: observe && ((call: BackendCall) => observe.backendCall(call)) };
  const pictures = routePictures();
  // Its data modules loaded once, at start, for every render and publish of the server.
  const bindings = publishBindings(env);
  const circuit = backendTimeoutMs ? createBackendCircuit() : undefined;
  const api = serverApiClient({ ...calls, circuit });
  // One watch for every render of the server: a scenario's calls go around the circuit and say nothing of the backend.
  const backendAnswered = backendWatch(api, circuit);
  const made = (deps: RenderDeps): Renderer => ({
    renderRequest: (address, signal, form) => renderRequest(deps, address, signal, form),
    picture: async (path, signal, secure) => {
      const picture = (await pictures).get(path);
      if (!picture) throw new Error(`no route picture at ${path}`);
      return picture.answer(deps.api, signal, secure).then(
        (answer): PictureAnswer => ({ kind: 'picture', picture: answer }),
        (error: unknown): PictureAnswer => ({ kind: 'unavailable', svg: picture.unavailable(), error }),
      );
    },
    discover: () => discoverPaths(deps.api),
    pagesShowing: async (kind, id) => (await bindings).pagesShowing(kind, id),
    forgetServerCaches: () => deps.kept.forget(),
    backendAnswered,
    underScenario: (headers) => made({ api: serverApiClient({ ...calls, headers }), kept: sharedCalls(), sanitizer, bindings }),
    circuitState: () => circuit?.state,
  });
  return made({ api, kept: serverKeptCalls(observe && ((hit) => observe.keptCall(hit))), sanitizer, bindings });
}

/**
 * Renderer.backendAnswered for the calls of `api`: from `circuit`'s last answer, else from a call that asks afresh
 * (without a circuit, a render's that a test makes, that call's success alone says it answered).
 */
function backendWatch(api: ApiClient, circuit: Circuit | undefined): Renderer['backendAnswered'] {
  const answeredWithin = (ms: number) => circuit?.answeredAt !== undefined && Date.now() - circuit.answeredAt <= ms;
  let asking: Promise<boolean> | undefined;
  const ask = () => (asking ??= fetchSiteSettings(api, env.VITE_CONTENT_ID_SITE_SETTINGS).then(() => true, () => false).finally(() => (asking = undefined)));
  return async (withinMs) => {
    if (answeredWithin(withinMs)) return true;
    const succeeded = await ask();
    return circuit ? answeredWithin(withinMs) : succeeded;
  };
}
