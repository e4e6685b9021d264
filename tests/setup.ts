import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { fixtureServer } from './support/fixture-server';

// Every test talks to the fixture API through msw/node; a request nothing answers fails the test.
beforeAll(() => fixtureServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  fixtureServer.resetHandlers();
  if (typeof document !== 'undefined') cleanup();
});
afterAll(() => fixtureServer.close());
