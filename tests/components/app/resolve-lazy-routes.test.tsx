import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { withFixtureServer } from '../../support/fixture-server';

withFixtureServer();


// The router state a server-rendered /verification carries (the root's leaf flags, the page's PRODUCT_VERIFICATION content).
const hydrationData = { loaderData: { root: {}, 'full-frame': null, verification: { status: 'empty', reason: 'the content list is empty' } } };

describe('resolveLazyRoutes, before hydrating a server-rendered page', () => {
  it('is what lets the router start initialised with the page\'s data: with its route module still lazy, it starts on the fallback', async () => {
    vi.resetModules();
    const { resolveLazyRoutes, routeObjects } = await import('../../../src/app/router');
    const lazy = createMemoryRouter(routeObjects, { initialEntries: ['/verification'], hydrationData });
    expect(lazy.state.initialized).toBe(false);
    lazy.dispose();
    await resolveLazyRoutes({ pathname: '/verification' });
    const resolved = createMemoryRouter(routeObjects, { initialEntries: ['/verification'], hydrationData });
    expect(resolved.state.initialized).toBe(true);
    expect(resolved.state.matches.at(-1)?.route.handle).toMatchObject({ title: '产品验证' });
    resolved.dispose();
  });
});
