import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { BreadcrumbBar } from '../../../src/app/breadcrumb-bar';
import type { RouteModule } from '../../../src/app/route-table';
import { CONTENT_PAGES } from '../../../src/routes/content-pages';
import type { RouteId } from '../../../src/engine/route-paths';
import { contentRoute } from '../../../src/routes/content-page';
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

/**
 * Renders a route module (src/routes/) at `path` as the router takes it (its loader, handle and page): under the
 * breadcrumb bar, in a main landmark, unless bare, under the site's root route; with a fresh jotai store unless given
 * one; once the first render has committed.
 */
export async function renderRoute(module: RouteModule, { path, pattern = '*', bare = false, store = createStore() }: RouteOptions) {
  const user = userEvent.setup({ delay: null });
  const page = { path: pattern, Component: module.default, handle: module.handle, ...(module.loader && { loader: module.loader }) };
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

/** The route module of a content page, as the route table makes it from its row. */
export function contentPageModule(id: RouteId): RouteModule {
  const page = CONTENT_PAGES.find((row) => row.id === id);
  if (!page) throw new Error(`no content page ${id}`);
  return contentRoute(page);
}
