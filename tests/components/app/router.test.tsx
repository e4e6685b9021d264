import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderSite } from '../support/site';

vi.mock('../../../src/config/client', async () => ({ apiClient: (await import('../../support/client')).testClient().client }));

describe('the router', () => {
  it.each(['/x%0ay', '/%0a/evil', '/a%0d%0ab/c', '/no/such/page'])('sends %s, which no route takes, to / in place of it', async (path) => {
    const { router } = renderSite(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('Unexpected Application Error')).toBeNull();
    expect((await screen.findAllByRole('banner')).length).toBeGreaterThan(0);
  });
});
