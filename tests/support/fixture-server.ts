import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { handlers } from '../../fixtures/handlers';
import { RouterContextProvider } from 'react-router';
import type { ApiClient } from '../../src/api/client';
import { apiContext } from '../../src/config/client';
import { keptContext } from '../../src/features/shared/kept-calls/kept-calls';
import { serverKeptCalls } from '../../src/features/shared/kept-calls/server-kept-calls';

/** What a loader called as the server calls it keeps between tests' calls: a server's kept calls. */
const serverKept = serverKeptCalls();
/** Everything a test's server keeps between renders (these, and a renderer's: tests/server/support/renderer.ts). */
export const keptOnServer = new Set<{ forget(): void }>([serverKept]);
/** Forgets what every test server keeps, as an editor's publish does. */
export const forgetKeptCalls = (): void => keptOnServer.forEach((kept) => kept.forget());

/** A loader's request context as the server's render gives it: the calls kept as a server keeps them, through `api` (else the site's client, on the fixtures). */
export function serverContext(api?: ApiClient): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(keptContext, serverKept);
  if (api) context.set(apiContext, api);
  return context;
}

/** msw/node answering from the same handlers as the fixture server. */
export const fixtureServer = setupServer(...handlers);

/**
 * The fixture API for this file's tests, through msw/node; a request nothing answers fails the test. Only the files
 * that talk to the API call it: loading every fixture for a file of pure functions is most of its time.
 */
export function withFixtureServer(): void {
  beforeAll(() => fixtureServer.listen({ onUnhandledRequest: 'error' }));
  // Each test starts on the plain fixtures, as after an editor's publish: the server's kept answers go with the overrides.
  afterEach(() => {
    fixtureServer.resetHandlers();
    forgetKeptCalls();
  });
  afterAll(() => fixtureServer.close());
}

/** The calls that reached the fixture API while `run` ran, as path and query, in order. */
export async function callsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const listen = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push(url.pathname + url.search);
  };
  fixtureServer.events.on('request:start', listen);
  try {
    await run();
  } finally {
    fixtureServer.events.removeListener('request:start', listen);
  }
  return seen;
}

/** Each test starts with nothing the server keeps between renders and Date at `start` (msw and fetch keep their real timers). */
export function withServerClockAt(start: number): void {
  beforeEach(() => {
    forgetKeptCalls();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());
}

/** Base URL the unit tests give the API client (msw matches any origin). */
export const TEST_API_BASE = 'http://api.test';

/** A request sent straight to the fixture API, with the store header the backend requires of every call. */
export const fetchBackend = (url: string, init: RequestInit = {}): Promise<Response> =>
  fetch(url, { ...init, headers: { ...(init.headers as Record<string, string> | undefined), storeCode: 'ST0002' } });
