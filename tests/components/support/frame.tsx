import { render, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { ROOT_ROUTE_ID, useFrameData } from '../../../src/features/shared/frame/frame-data';
import { frameLoader } from '../../../src/features/shared/frame/frame-loader';
import { createMemoryRouter, Outlet, RouterProvider, type ActionFunction, type LoaderFunction, useLocation } from 'react-router-dom';
import { siteCmsLinkSource } from '../../../src/features/page-config/cms-link-source';
import { CmsLinkSourceContext, LeafCategoriesContext } from '../../../src/ui/cms-link';

/**
 * jsdom has <dialog> but not showModal/close: stand-ins that toggle `open` and fire `close` like a browser.
 * Escape is simulated by the tests with a cancelable `cancel` event, as the browser sends it.
 */
export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

/** Shows where the router is, so a test can follow a click to the page it leads to. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** As the site's root route: the category leaf flags its loader brought, for every link below. */
function FrameRoot() {
  return <LeafCategoriesContext.Provider value={useFrameData().leafCategories}><Outlet /></LeafCategoriesContext.Provider>;
}

/**
 * Renders `ui` on every path of a memory router under the site's root route (with the page route's `loader` and
 * `handle` and `action`, when given), with a fresh jotai store, once the frame's data is there; answers the user, store and router.
 */
export async function renderInFrame(ui: ReactElement, { path = '/', store = createStore(), loader, handle, action }: FrameOptions = {}) {
  const user = userEvent.setup({ delay: null });
  const page = { path: '*', element: <>{ui}<LocationProbe /></>, ...(loader ? { loader } : {}), ...(action ? { action } : {}), handle };
  // Under the site's root route, whose loader brings the frame's data (navigation, footer, site settings).
  const router = createMemoryRouter([{ id: ROOT_ROUTE_ID, loader: frameLoader, shouldRevalidate: () => false, element: <FrameRoot />, hydrateFallbackElement: null, children: [page] }], { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <CmsLinkSourceContext.Provider value={siteCmsLinkSource}>
        <RouterProvider router={router} />
      </CmsLinkSourceContext.Provider>
    </Provider>,
  );
  await firstCommit(view.container);
  return { ...view, user, store, router };
}

/** The site's first render waits for the frame's data, and commits once what it shows has loaded: the probe is then in place. */
export async function firstCommit(container: HTMLElement): Promise<void> {
  await waitFor(() => expect(container.querySelector('[data-testid="location"]')).not.toBeNull());
}

/** Options of renderInFrame. */
interface FrameOptions {
  path?: string;
  store?: ReturnType<typeof createStore>;
  loader?: LoaderFunction;
  action?: ActionFunction;
  handle?: unknown;
}

/** The path and query the router is at. */
export const locationOf = (container: HTMLElement) => container.querySelector('[data-testid="location"]')?.textContent ?? '';
