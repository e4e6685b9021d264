// @vitest-environment node
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logBackendCall } from '../../server/render-log';
import { createSiteApp } from '../../server/site-app';
import type { Renderer } from '../../src/entry-server';
import { appOptions, pageOf, standInBuild, stubSite } from './support/stub-site';

// An operator follows one request through the logs: its id is in its answer (X-Request-Id), nginx's when nginx sent
// one, and on every line its render logged, the render's backend calls among them at debug.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let dist: string;
beforeAll(() => void (dist = standInBuild()));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** The app over the stand-in, its log lines kept; its render logs one backend call. */
async function loggedApp() {
  const lines: Record<string, unknown>[] = [];
  const renderRequest: Renderer['renderRequest'] = async (address) => {
    logBackendCall({ endpoint: 'productDetail', outcome: 'ok', seconds: 0.0123 });
    return { kind: 'page', status: 200, route: '/pdp/:slug', empty: false, head: '', body: pageOf(address), data: '', tags: [] };
  };
  const logger = { level: 'debug', stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } };
  return { lines, app: await createSiteApp(appOptions(stubSite(dist, { renderRequest }), { logger })) };
}

describe('request ids', () => {
  it('are in every answer, a page\'s, a missing file\'s and a refused target\'s, one of their own each', async () => {
    const { app } = await loggedApp();
    const answers = await Promise.all(['/pdp/1001', '/pdp/1001', '/assets/gone.js', `/${'a'.repeat(9_000)}`].map((url) => app.inject({ url })));
    await app.close();
    const ids = answers.map((answer) => answer.headers['x-request-id']);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 404, 414]);
    expect(ids.every((id) => typeof id === 'string' && UUID.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(4);
  });

  it('are nginx\'s when it sent one, and never a made-up one a request brings', async () => {
    const { app } = await loggedApp();
    const nginx = 'a3c0f4e2b1d94c8e9f7a6b5c4d3e2f10';
    const kept = await app.inject({ url: '/pdp/1001', headers: { 'x-request-id': nginx } });
    const refused = await Promise.all(['evil', 'a'.repeat(200), 'a3c0f4e2b1d94c8e9f7a6b5c4d3e2f1g'].map((id) => app.inject({ url: '/pdp/1001', headers: { 'x-request-id': id } })));
    await app.close();
    expect(kept.headers['x-request-id']).toBe(nginx);
    for (const answer of refused) expect(answer.headers['x-request-id']).toMatch(UUID);
  });

  it('are on each line a request\'s render logged: its backend calls at debug, with their durations', async () => {
    const { app, lines } = await loggedApp();
    const answer = await app.inject({ url: '/pdp/1001' });
    await app.close();
    const id = answer.headers['x-request-id'];
    expect(lines.find((line) => line.msg === 'backend call')).toMatchObject({ reqId: id, level: 20, endpoint: 'productDetail', outcome: 'ok', ms: 12 });
    expect(lines.find((line) => line.msg === 'answered')).toMatchObject({ reqId: id, url: '/pdp/1001', status: 200 });
  });
});
