// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { siteCategoryTree, siteLeafCategories } from '../../../../../src/features/shared/category/category-tree';
import { KEPT_ON_SERVER_MS } from '../../../../../src/features/shared/kept-calls/server-kept-calls';
import { testClient } from '../../../../support/client';
import { callsDuring, fixtureServer, forgetKeptCalls, serverContext, withFixtureServer, withServerClockAt } from '../../../../support/fixture-server';

withFixtureServer();

// The server's client: every call has a deadline (short here).
const context = serverContext(testClient({ limits: { deadlineMs: 300, maxAnswerBytes: 1024 * 1024 } }).client);

/** Counts the tree calls that reach the fixture API while `run` runs. */
const treeCalls = async (run: () => Promise<unknown>): Promise<number> => (await callsDuring(run)).filter((call) => call.includes('getVirtualCategoryList')).length;

const START = Date.UTC(2026, 10, 26, 12);
withServerClockAt(START);

describe('siteCategoryTree where there is no browser (the server)', () => {
  it('fetches the tree without a localStorage cache, so /products and /collections can be rendered', async () => {
    expect(typeof window).toBe('undefined');
    const tree = await siteCategoryTree(context);
    expect(tree.map((node) => node.virtualCategoryCode)).toEqual(['golf', 'home']);
  });

  it('keeps the tree in memory for 10 s: a second call within them asks nothing, one after them asks again', async () => {
    expect(await treeCalls(() => siteCategoryTree(context))).toBe(1);
    vi.setSystemTime(START + KEPT_ON_SERVER_MS - 1);
    expect(await treeCalls(() => siteCategoryTree(context))).toBe(0);
    vi.setSystemTime(START + KEPT_ON_SERVER_MS);
    expect(await treeCalls(() => siteCategoryTree(context))).toBe(1);
  });

  it('never keeps a failed call: the next call asks again and gets the tree', async () => {
    fixtureServer.use(http.post(/getVirtualCategoryList/, () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true }));
    await expect(treeCalls(() => siteCategoryTree(context))).rejects.toThrow();
    let tree: unknown[] = [];
    expect(await treeCalls(async () => (tree = await siteCategoryTree(context)))).toBe(1);
    expect(tree.length).toBeGreaterThan(0);
  });

  it('forgetKeptCalls makes the next call ask afresh, even within the 10 s', async () => {
    expect(await treeCalls(() => siteCategoryTree(context))).toBe(1);
    forgetKeptCalls();
    expect(await treeCalls(() => siteCategoryTree(context))).toBe(1);
  });

  it('does not keep an answer asked for before a forget', async () => {
    const before = siteCategoryTree(context);
    forgetKeptCalls();
    await before;
    expect(await treeCalls(() => siteCategoryTree(context))).toBe(1);
  });
});

describe('one tree call at a time', () => {
  it('a first visit to a category asks for the tree once: the root loader\'s leaf flags and the page\'s loader share the call', async () => {
    const asked = await treeCalls(async () => {
      const [leaves, tree] = await Promise.all([siteLeafCategories(context), siteCategoryTree(context)]);
      expect(Object.keys(leaves).length).toBeGreaterThan(0);
      expect(tree.length).toBeGreaterThan(0);
    });
    expect(asked).toBe(1);
  });
});

describe('a tree call that hangs (a backend holding its answer)', () => {
  /** The tree's answer held back forever for the first `times` calls; later calls get the fixture's. */
  function holdFirst(times: number): void {
    let held = 0;
    fixtureServer.use(http.post(/getVirtualCategoryList/, () => (held++ < times ? new Promise<Response>(() => undefined) : undefined)));
  }

  it('is cut at the client\'s deadline and forgotten: the next caller asks again and gets the tree', async () => {
    holdFirst(1);
    await expect(siteCategoryTree(context)).rejects.toMatchObject({ name: 'TimeoutError' });
    const tree = await siteCategoryTree(context);
    expect(tree.map((node) => node.virtualCategoryCode)).toEqual(['golf', 'home']);
  });

  it('lets each caller stop waiting when its own request goes, while the others still share the call', async () => {
    holdFirst(1);
    const gone = new AbortController();
    const leaving = siteCategoryTree(context, gone.signal);
    const staying = siteCategoryTree(context);
    gone.abort(new Error('the visitor left'));
    await expect(leaving).rejects.toThrow('the visitor left');
    await expect(staying).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
