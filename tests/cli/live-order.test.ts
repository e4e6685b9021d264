// @vitest-environment node
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/endpoints';
import { readSettings } from '../../tools/cms-validate/settings';
import { checkLive } from '../../tools/cms-validate/sources/live';
import { liveTargets } from '../../tools/cms-validate/sources/targets';
import { fixtureServer, TEST_API_BASE, withFixtureServer } from '../support/fixture-server';

withFixtureServer();

const settings = readSettings({ VITE_STORE_ID: '1001', VITE_CONTENT_ID_HOME: 'rc-home', VITE_CONTENT_ID_HEADER_NAV: 'rc-header-nav' });
const network = { concurrency: 4, timeoutMs: 5000, retries: 0, backoffMs: 1 };

/** The sources of a live run over the two screens, in report order. */
async function reportOrder(): Promise<string[]> {
  const targets = liveTargets({ content: [], page: [], product: [], screens: true }, settings);
  const outcomes = await checkLive(targets, { baseUrl: TEST_API_BASE, settings, network });
  return outcomes.map((outcome) => `${outcome.source.kind}:${outcome.source.id}`);
}

/** Holds back every answer of one endpoint, then lets the fixture handlers answer it. */
const holdBack = (endpoint: string) => fixtureServer.use(http.get(`${TEST_API_BASE}${endpoint}`, async () => {
  await delay(150);
}));

describe('checkLive', () => {
  it('reports sources, then what they link to, in the same order whichever answer arrives first', async () => {
    holdBack(endpoints.regionContents.path);
    const homeLast = await reportOrder();
    fixtureServer.resetHandlers();
    holdBack(endpoints.readableContent.path);
    const navLast = await reportOrder();

    expect(homeLast).toEqual(navLast);
    expect(homeLast).toEqual(['content:rc-home', 'content:rc-header-nav', 'page:pc-home-spring', 'content:rc-nav-new-golf']);
  });
});
