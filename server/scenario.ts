import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Renderer } from '../src/entry-server';

// A request may name a test scenario for the backend (QA's faults on the bundled fixtures): the headers its backend
// calls carry, the render's and the browser's forwarded alike. Only a plugin sets it (server/fixture-mode.ts, which
// server/main.ts registers on the bundled fixtures alone): in production every request's is undefined.
declare module 'fastify' {
  interface FastifyRequest {
    scenario: Record<string, string> | undefined;
  }
}

/** Gives every request its `scenario`, none until a plugin names one. */
export const declareScenarios = (app: FastifyInstance): void => void app.decorateRequest('scenario', undefined);

/** The renders for `request`: under its scenario when it names one (asked afresh, kept nowhere), else the server's. */
export const renderFor = (renderer: Renderer, request: FastifyRequest): Renderer => (request.scenario ? renderer.underScenario(request.scenario) : renderer);

/** The scenario's own key for what it shares with requests of the same scenario: '' for none. */
export const scenarioKey = (request: FastifyRequest): string => (request.scenario ? JSON.stringify(request.scenario) : '');
