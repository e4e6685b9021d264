import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, parsePath, RouterProvider } from 'react-router-dom';
import { routeObjects } from '../../../src/app/router';
import { siteCmsLinkSource } from '../../../src/features/page-config/cms-link-source';
import { CmsLinkSourceContext } from '../../../src/ui/cms-link';

let renders = 0;

/** Renders the whole site (the real route objects) at `path`, in a jotai store of its own unless given one. */
export function renderSite(path: string, store = createStore()) {
  // A history key of its own: ScrollRestoration keeps positions by key for the whole file, and the first entry's is 'default'.
  const router = createMemoryRouter(routeObjects, { initialEntries: [{ ...parsePath(path), key: `site-${++renders}` }] });
  render(
    <Provider store={store}>
      <CmsLinkSourceContext.Provider value={siteCmsLinkSource}>
        <RouterProvider router={router} />
      </CmsLinkSourceContext.Provider>
    </Provider>,
  );
  return { router, store };
}
