import fastifyPlugin from 'fastify-plugin';
import { FAULT_HEADER } from '../fixtures/faults';
import type { FixtureServer, startFixtureServer } from '../fixtures/http/server';
import './scenario';

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

/**
 * QA's fault scenarios, as a Fastify plugin the server registers on the bundled fixtures alone: a request carrying
 * the fault header (x-fixture-fault) names that scenario, so the render's backend calls and the browser's forwarded
 * ones carry it to the fixtures, and what it makes is asked afresh and kept nowhere (server/scenario.ts).
 */
export const fixtureMode = fastifyPlugin(
  (app, _options, done) => {
    app.addHook('onRequest', (request, _reply, next) => {
      const faults = request.headers[FAULT_HEADER];
      if (typeof faults === 'string') request.scenario = { [FAULT_HEADER]: faults };
      next();
    });
    done();
  },
  { name: 'fixture-mode', fastify: '5.x' },
);
