import { createBrowserRouter, matchRoutes, Outlet, replace, ScrollRestoration, type HydrationState, type RouteObject, type ShouldRevalidateFunction } from 'react-router-dom';
import { keepDataForDialogs } from './dialog-revalidation';
import { BareFrame } from './bare-frame';
import { DocumentHead } from './document-head';
import { FullFrame } from './full-frame';
import { frameDialogsLoader, FULL_FRAME_ROUTE_ID } from './frame-dialogs-loader';
import { ROOT_ROUTE_ID, useFrameData } from '../features/shared/frame/frame-data';
import { loadOnCall } from './load-on-call';
import { LeafCategoriesContext } from '../ui/cms-link';
import { paths } from '../engine/paths';
import { Loading } from '../ui/loading';
import { PageError, RouteError } from './route-error';
import { routes, type RouteDef } from './route-table';

/** A form's answer is the action's alone: the page's data, which no form changes, stays as it was loaded. */
const keepDataOnSubmit = (next: ShouldRevalidateFunction = (args) => args.defaultShouldRevalidate): ShouldRevalidateFunction => (args) =>
  args.formMethod !== undefined && args.formMethod.toUpperCase() !== 'GET' ? false : next(args);

/**
 * A route of the table as React Router takes it: its page and handle by `lazy`; its loader and action from its data
 * module, fetched on their first call (React Router runs a loader beside `lazy`, so a navigation fetches both at once).
 */
const toRouteObject = ({ id, path, lazy, data, form }: RouteDef, { shouldRevalidate }: Pick<RouteObject, 'shouldRevalidate'> = {}): RouteObject => ({
  id,
  path,
  shouldRevalidate: keepDataOnSubmit(shouldRevalidate),
  ...(data && { loader: loadOnCall(() => data().then((module) => module.loader)) }),
  ...(data && form && { action: loadOnCall(() => data().then((module) => module.action ?? missingAction(id))) }),
  lazy: async () => {
    const { default: Component, handle } = await lazy();
    return { Component, handle };
  },
});

/** A route the table says takes a form, whose data module has no action: a mistake of ours, never a visitor's. */
const missingAction = (id: string): never => {
  throw new Error(`route ${id} takes a form, but its data module has no action`);
};

/** The document head and the page, with the leaf flags of the category tree for every link below. */
function RootElement() {
  return (
    <LeafCategoriesContext.Provider value={useFrameData().leafCategories}>
      <DocumentHead />
      {/* Top on a new page, the old place on back/forward, kept by a link or navigation with preventScrollReset; a hydrated page keeps the visitor's scroll. */}
      <ScrollRestoration />
      <Outlet />
    </LeafCategoriesContext.Provider>
  );
}

/** The route objects: the document head, the two frames, every route of the table, and the redirect of any other path. */
export const routeObjects: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    // The frame's data, loaded beside the page's own, once a visit (its code with it: a hydrating page runs no loader).
    loader: loadOnCall(() => import('../features/shared/frame/frame-loader').then((module) => module.frameLoader)),
    shouldRevalidate: () => false,
    element: <RootElement />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Loading />,
    children: [
      { element: <BareFrame />, children: routes.filter((r) => r.bare).map((r) => toRouteObject(r)) },
      {
        id: FULL_FRAME_ROUTE_ID,
        element: <FullFrame />,
        // A dialog the arriving address names renders open on the server; later openings load their own data.
        loader: frameDialogsLoader,
        shouldRevalidate: () => false,
        children: [
          // A page that fails keeps the header and footer around its message.
          // A page's dialogs open by their parameters (`?job`, `?buy`...), which leave its data as it is.
          { errorElement: <PageError />, children: routes.filter((r) => !r.bare).map((r) => toRouteObject(r, { shouldRevalidate: keepDataForDialogs })) },
          // Kept nowhere: any made-up path would otherwise be a cache entry of its own.
          { path: '*', loader: () => replace(paths.home(), { headers: { 'Cache-Control': 'no-store' } }) },
        ],
      },
    ],
  },
];

/** The browser router of the site; a server-rendered page hands in its loader data, so nothing is fetched twice. */
export const createRouter = (hydrationData?: HydrationState) => createBrowserRouter(routeObjects, hydrationData ? { hydrationData } : {});

/**
 * Loads the route modules that match `location` and puts them on the route objects, as React Router asks of lazy
 * routes before hydrating: with one left lazy, the router starts uninitialised and renders its 'Loading…' fallback
 * in place of the server-rendered page.
 */
export async function resolveLazyRoutes(location: Pick<Location, 'pathname'>): Promise<void> {
  const matches = matchRoutes(routeObjects, location.pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}
