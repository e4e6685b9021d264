import { render, screen, waitFor } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { routeObjects } from '../../../src/app/router';

vi.mock('../../../src/config/client', async () => ({ apiClient: (await import('../../support/client')).testClient().client }));

function renderAt(path: string) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  render(
    <Provider store={createStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('the router', () => {
  it.each(['/x%0ay', '/%0a/evil', '/a%0d%0ab/c', '/no/such/page'])('sends %s, which no route takes, to / in place of it', async (path) => {
    const router = renderAt(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('Unexpected Application Error')).toBeNull();
    expect((await screen.findAllByRole('banner')).length).toBeGreaterThan(0);
  });
});
