import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routeObjects } from '../../../src/app/router';
import { siteCmsLinkSource } from '../../../src/features/page-config/cms-link-source';
import { CmsLinkSourceContext } from '../../../src/ui/cms-link';

/** Renders the whole site (the real route objects) at `path`, in a jotai store of its own unless given one. */
export function renderSite(path: string, store = createStore()) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <CmsLinkSourceContext.Provider value={siteCmsLinkSource}>
        <RouterProvider router={router} />
      </CmsLinkSourceContext.Provider>
    </Provider>,
  );
  return { router, store };
}
