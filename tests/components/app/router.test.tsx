import { screen, waitFor } from '@testing-library/react';
import type { RouteObject, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeObjects } from '../../../src/app/router';
import { routes } from '../../../src/app/route-table';
import { renderSite } from '../support/site';
import { withFixtureServer } from '../../support/fixture-server';

withFixtureServer();


describe('the router', () => {
  it.each(['/x%0ay', '/%0a/evil', '/a%0d%0ab/c', '/no/such/page'])('sends %s, which no route takes, to / in place of it', async (path) => {
    const { router } = renderSite(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('Unexpected Application Error')).toBeNull();
    expect((await screen.findAllByRole('banner')).length).toBeGreaterThan(0);
  });

  it('keeps the data of every full-frame page when only ?job changes (the job dialogs open and close)', () => {
    const all = (objects: RouteObject[]): RouteObject[] => objects.flatMap((route) => [route, ...all(route.children ?? [])]);
    const fullFrame = routes.filter((route) => !route.bare);
    const objects = all(routeObjects).filter((route) => fullFrame.some(({ id }) => id === route.id));
    expect(objects).toHaveLength(fullFrame.length);
    for (const route of objects) {
      const args = { currentUrl: new URL('http://x/p?a=1'), nextUrl: new URL('http://x/p?a=1&job=J1'), defaultShouldRevalidate: true } as ShouldRevalidateFunctionArgs;
      expect(route.shouldRevalidate?.(args), route.id).toBe(false);
    }
  });
});
