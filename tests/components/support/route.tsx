import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { BreadcrumbBar } from '../../../src/app/breadcrumb-bar';
import { routes } from '../../../src/app/route-table';
import type { RouteId } from '../../../src/engine/route-paths';
import type { BreadcrumbItem } from '../../../src/state/page';
import { ROOT_ROUTE_ID } from '../../../src/features/shared/frame/frame-data';
import { frameLoader } from '../../../src/features/shared/frame/frame-loader';
import { firstCommit, LocationProbe } from './frame';

/** Options of renderRoute: `pattern` is the route's path (any path by default); `bare` leaves the page alone, like /s/ and /cs. */
interface RouteOptions {
  path: string;
  pattern?: string;
  bare?: boolean;
  store?: ReturnType<typeof createStore>;
}

/** A route of the table as the router takes it: its page and handle, its loader and action. */
export async function tableRoute(id: RouteId) {
  const def = routes.find((route) => route.id === id);
  if (!def) throw new Error(`no route ${id} in the table`);
  const [module, data] = await Promise.all([def.lazy(), def.data?.()]);
  return { Component: module.default, handle: module.handle, ...(data && { loader: data.loader }), ...(data?.action && { action: data.action }) };
}

/**
 * Renders the route `id` of the table at `path` as the router takes it (its loader, handle and page): under the
 * breadcrumb bar, in a main landmark, unless bare, under the site's root route; with a fresh jotai store unless given
 * one; once the first render has committed.
 */
export async function renderRoute(id: RouteId, { path, pattern = '*', bare = false, store = createStore() }: RouteOptions) {
  const user = userEvent.setup({ delay: null });
  const page = { path: pattern, ...(await tableRoute(id)) };
  const frame = () => (
    <>
      {bare ? (
        <Outlet />
      ) : (
        <>
          <BreadcrumbBar />
          <main>
            <Outlet />
          </main>
        </>
      )}
      <LocationProbe />
    </>
  );
  // Any other path (where the page sends the visitor) renders nothing, so the probe can tell where it went.
  const elsewhere = { path: '*', Component: () => null };
  // Under the site's root route, whose loader brings the frame's data (navigation, footer, site settings).
  const root = { id: ROOT_ROUTE_ID, loader: frameLoader, shouldRevalidate: () => false, hydrateFallbackElement: null };
  const router = createMemoryRouter([{ ...root, Component: frame, children: [page, elsewhere] }], { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  await firstCommit(view.container);
  return { ...view, user, store, router };
}

/** The items of the breadcrumb bar on screen after its home icon, as the handle gave them; [] when there is no bar. */
export function crumbsOnScreen(): BreadcrumbItem[] {
  const bar = screen.queryByRole('navigation', { name: '面包屑导航' });
  if (!bar) return [];
  return within(bar).getAllByRole('listitem').slice(1).map((item) => {
    const link = within(item).queryByRole('link');
    return link ? { label: link.textContent ?? '', to: link.getAttribute('href') ?? '' } : { label: item.textContent ?? '' };
  });
}
