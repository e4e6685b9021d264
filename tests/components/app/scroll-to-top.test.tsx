import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { renderSite } from '../support/site';

vi.mock('../../../src/config/client', async () => ({ apiClient: (await import('../../support/client')).testClient().client }));

beforeEach(() => {
  // jsdom has neither matchMedia nor scrolling; the carousel asks the one, the frame calls the other.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('min-width'), media: query, addEventListener() {}, removeEventListener() {} }));
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

// The first render of this file is the document's first location (the module keeps that for the whole visit).
it('leaves the scroll of the document\'s first location as it is (read before it hydrates, or restored on reload), then scrolls on each route change', async () => {
  const { router } = renderSite('/gifting');
  await screen.findByRole('heading', { level: 1, name: '企业礼赠' });
  expect(window.scrollTo).not.toHaveBeenCalled();
  await act(() => router.navigate('/about-us'));
  await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
});
