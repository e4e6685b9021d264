import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { FrameData } from '../../../../../src/features/shared/frame/frame-data';
import { frameLoader } from '../../../../../src/features/shared/frame/frame-loader';
import { KEPT_ON_SERVER_MS } from '../../../../../src/features/shared/kept-calls/server-kept-calls';
import { callsDuring, fixtureServer, forgetKeptCalls, serverContext, withFixtureServer, withServerClockAt } from '../../../../support/fixture-server';

withFixtureServer();

// The frame's data is the same on every page: the server asks the backend for it once in KEPT_ON_SERVER_MS, not once a render.

/** The frame as the root route's loader gives it on the server. */
async function frame(): Promise<{ status: number; data: FrameData }> {
  const answer = (await frameLoader({ request: new Request('http://site.invalid/'), params: {}, context: serverContext() } as never)) as unknown as { init: { status: number }; data: FrameData };
  return { status: answer.init.status, data: answer.data };
}

/** The first call for the content `contentId` answered by `failure`; the calls after it by the fixtures. */
function failFirst(contentId: string, failure: () => Response): void {
  let failed = false;
  fixtureServer.use(http.get(/queryReadableContent/, ({ request }) => (failed || !request.url.includes(`contentId=${contentId}`) ? undefined : ((failed = true), failure()))));
}

const START = Date.UTC(2026, 10, 28, 9);
withServerClockAt(START);

describe('the frame on the server', () => {
  it('asks the backend once in the keeping window: a second page within it asks nothing, one after it asks again', async () => {
    const first = await callsDuring(frame);
    // Header navigation, its popover, footer navigation, footer info, site settings and the category tree.
    expect(first.length).toBeGreaterThanOrEqual(6);
    vi.setSystemTime(START + KEPT_ON_SERVER_MS - 1);
    expect(await callsDuring(frame)).toEqual([]);
    vi.setSystemTime(START + KEPT_ON_SERVER_MS);
    expect((await callsDuring(frame)).sort()).toEqual([...first].sort());
  });

  it('gives the same frame from what it kept as from the backend', async () => {
    const asked = await frame();
    expect(await frame()).toEqual(asked);
  });

  it('keeps no failed call: a header navigation that failed (shown as none) is asked again by the next page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    failFirst('rc-header-nav', () => HttpResponse.json({}, { status: 500 }));
    expect((await frame()).data.headerNav).toEqual([]);
    const next = await callsDuring(async () => expect((await frame()).data.headerNav.length).toBeGreaterThan(0));
    expect(next.filter((call) => call.includes('rc-header-nav'))).toHaveLength(1);
  });

  it('keeps no failed site settings: that page is 503, and the next is whole', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    failFirst('rc-site-settings', () => HttpResponse.error());
    expect((await frame()).status).toBe(503);
    expect(await frame()).toMatchObject({ status: 200, data: { siteSettings: { status: 'ok' } } });
  });

  it('forgets what it kept when an editor publishes (forgetKeptCalls), even within the window', async () => {
    await frame();
    forgetKeptCalls();
    expect((await callsDuring(frame)).length).toBeGreaterThanOrEqual(6);
  });
});
