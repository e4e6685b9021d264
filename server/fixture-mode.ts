import { AsyncLocalStorage } from 'node:async_hooks';
import { FAULT_HEADER } from '../fixtures/faults';
import type { FixtureServer, startFixtureServer } from '../fixtures/http/server';
import type { BuiltSite } from './built-site';
import type { FaultMode } from './fault-mode';

// Everything of the bundled fixtures' that the server knows, in this one module (eslint.config.js keeps it so).
// With no API_BASE_URL the server runs the demo's backend itself: the bundled fixture server on a free loopback port,
// called over HTTP like any backend. It is TypeScript run by tsx with msw and sharp, all dev dependencies, so it is
// loaded only then: production (API_BASE_URL set) runs on the runtime dependencies alone.

/** The fixture server's module, beside this file's folder in the repository and in dist-ssr/ alike. */
const FIXTURE_SERVER_MODULE = '../fixtures/http/server.ts';

/** Starts the bundled fixture backend; throws with what to do when the dev dependencies are not installed. */
export async function startBundledFixtures(): Promise<FixtureServer> {
  try {
    const { register } = await import('tsx/esm/api');
    register();
  } catch {
    throw new Error('API_BASE_URL is not set, and the bundled fixture backend needs the dev dependencies (`npm ci`): set API_BASE_URL to the backend in production.');
  }
  const module = (await import(new URL(FIXTURE_SERVER_MODULE, import.meta.url).href)) as { startFixtureServer: typeof startFixtureServer };
  return module.startFixtureServer(0);
}

const pageFaults = new AsyncLocalStorage<string>();

/**
 * The render's calls to the fixture backend carry the fault list of the page request (QA's x-fixture-fault), as the
 * browser's own calls do. It is set on the very Request a call hands over (the render's API client does): reading it
 * after the call, the client's circuit breaker leaves a QA fault's failure uncounted (src/config/client.ts).
 */
export function passFaultsTo(origin: string): void {
  const network = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const faults = pageFaults.getStore();
    if (faults === undefined) return network(input, init);
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    if (new URL(request.url).origin === origin) request.headers.set(FAULT_HEADER, faults);
    return network(request);
  };
}

/** Runs a render whose fixture calls carry `faults`. */
export const withFaults = <T>(faults: string, render: () => T): T => pageFaults.run(faults, render);

/**
 * QA's faults for a server on the bundled fixtures at `origin`: the header passes to them on the browser's calls and
 * the render's own, and a render under a fault asks everything afresh and keeps nothing (the entry's `unkept`).
 */
export function fixtureFaults(origin: string, entry: Pick<BuiltSite['entry'], 'unkept'>): FaultMode {
  passFaultsTo(origin);
  return { header: FAULT_HEADER, withFaults: (faults, render) => withFaults(faults, () => entry.unkept(render)) };
}
