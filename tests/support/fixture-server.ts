import { setupServer } from 'msw/node';
import { handlers } from '../../fixtures/handlers';

/** msw/node answering from the same handlers as the fixture server. */
export const fixtureServer = setupServer(...handlers);

/** Base URL the unit tests give the API client (msw matches any origin). */
export const TEST_API_BASE = 'http://api.test';
