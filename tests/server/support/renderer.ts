import { createRenderer } from '../../../src/entry-server';
import { keptOnServer, TEST_API_BASE } from '../../support/fixture-server';

/** The server entry's renders as the tests make them: on the test API (msw answers it), without a deadline. */
export const testRenderer = createRenderer({ apiBaseUrl: TEST_API_BASE });
// Forgotten with every other server's keeping between tests (withFixtureServer, withServerClockAt).
keptOnServer.add({ forget: () => testRenderer.forgetServerCaches() });

export const { renderRequest } = testRenderer;
