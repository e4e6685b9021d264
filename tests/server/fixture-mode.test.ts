// @vitest-environment node
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { FAULT_HEADER } from '../../fixtures/faults';
import { fixtureMode } from '../../server/fixture-mode';
import { declareScenarios } from '../../server/scenario';

// QA's fault header names a request's test scenario only on a server that registered the fixture mode (server/main.ts
// does on the bundled fixtures alone): there the render's calls and the browser's forwarded ones carry it.

/** A server that answers each request's scenario, with the fixture mode or without. */
async function serverWith(mode: boolean) {
  const app = Fastify();
  declareScenarios(app);
  if (mode) await app.register(fixtureMode);
  app.get('/*', (request) => ({ scenario: request.scenario ?? null }));
  return app;
}

describe('the fixture mode', () => {
  it('names the scenario of a request that carries the fault header, and none of one without it', async () => {
    const app = await serverWith(true);
    const faulted = await app.inject({ url: '/about-us', headers: { [FAULT_HEADER]: '500@/ecommerce/open/v1/product' } });
    const plain = await app.inject({ url: '/about-us' });
    await app.close();
    expect([faulted.json(), plain.json()]).toEqual([{ scenario: { [FAULT_HEADER]: '500@/ecommerce/open/v1/product' } }, { scenario: null }]);
  });

  it('is the only way to a scenario: a production server (no fixture mode) ignores the header', async () => {
    const app = await serverWith(false);
    const answer = await app.inject({ url: '/about-us', headers: { [FAULT_HEADER]: '500' } });
    await app.close();
    expect(answer.json()).toEqual({ scenario: null });
  });
});
