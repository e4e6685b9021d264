import type { HttpHandler } from 'msw';
import { fixtureSetDir } from '../fixtures/set';

/** The origin the render calls for the bundled fixture API: answered in this process, never on the network. */
const IN_PROCESS_API = 'http://fixture-api.invalid';

/** The backend a render runs against: the fixtures' handlers when it is the bundled one, and how to name it in a log line. */
export interface Backend {
  fixtures: HttpHandler[] | undefined;
  label: string;
}

/**
 * Points the server entry's API client at the backend (read by src/config/client.ts when the entry is imported, so
 * call this first): the given URL, or, when none, the bundled fixture API answered in this process.
 */
export async function connectBackend(apiBaseUrl: string): Promise<Backend> {
  if (apiBaseUrl) {
    process.env.API_BASE_URL = apiBaseUrl;
    return { fixtures: undefined, label: apiBaseUrl };
  }
  const [{ handlers }, { inProcessFixtureFetch }] = await Promise.all([import('../fixtures/handlers'), import('../tools/fixture-app')]);
  globalThis.fetch = inProcessFixtureFetch(handlers, IN_PROCESS_API, globalThis.fetch);
  process.env.API_BASE_URL = IN_PROCESS_API;
  return { fixtures: handlers, label: `fixtures ${fixtureSetDir()}${process.env.FIXTURE_FAULT ? `, fault: ${process.env.FIXTURE_FAULT}` : ''}` };
}

/** The process settings every render shares: production React, and dates as the site's visitors (mainland China) read them. */
export function renderProcess(): void {
  process.env.NODE_ENV = 'production';
  // So hydration finds the same text in the browser of a visitor in China.
  process.env.TZ = 'Asia/Shanghai';
}
