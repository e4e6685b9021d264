import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type LoaderFunction, useLocation } from 'react-router-dom';

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

/**
 * Renders `ui` on every path of a memory router (with the route's `loader` and `handle`, when given), with a
 * fresh jotai store; answers the user, store and router.
 */
export function renderInFrame(ui: ReactElement, { path = '/', store = createStore(), loader, handle }: FrameOptions = {}) {
  const user = userEvent.setup();
  const router = createMemoryRouter([{ path: '*', element: <>{ui}<LocationProbe /></>, ...(loader ? { loader } : {}), handle }], { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, user, store, router };
}

/** Options of renderInFrame. */
interface FrameOptions {
  path?: string;
  store?: ReturnType<typeof createStore>;
  loader?: LoaderFunction;
  handle?: unknown;
}

/** The path and query the router is at. */
export const locationOf = (container: HTMLElement) => container.querySelector('[data-testid="location"]')?.textContent ?? '';
