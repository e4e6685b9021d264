// @vitest-environment node
import { prerenderToNodeStream } from 'react-dom/static';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../src/app/route-table';
import { preloadFrame } from '../../src/app/frame-preloads';
import { renderRequest } from './support/renderer';
import type * as FramePreloads from '../../src/app/frame-preloads';
import type * as Static from 'react-dom/static';
import { withFixtureServer } from '../support/fixture-server';

// A render whose visitor has gone (or whose deadline passed) stops: no markup is made for nobody, so a server that a
// burst of visitors left is free for the next one at once.

withFixtureServer();
vi.mock('react-dom/static', async (importOriginal) => {
  const original = await importOriginal<typeof Static>();
  return { ...original, prerenderToNodeStream: vi.fn(original.prerenderToNodeStream) };
});
vi.mock('../../src/app/frame-preloads', async (importOriginal) => {
  const original = await importOriginal<typeof FramePreloads>();
  return { ...original, preloadFrame: vi.fn(original.preloadFrame) };
});

beforeAll(async () => {
  // Every page module's first import (a transform each) done once here, not in one test's time.
  await Promise.all(routes.map((route) => route.lazy()));
}, 60_000);
beforeEach(() => vi.mocked(prerenderToNodeStream).mockClear());

describe('a render whose visitor has gone', () => {
  it('makes no markup once the loaders are done (the visitor left while they ran)', async () => {
    const gone = new AbortController();
    // The loaders have answered and the render is about to begin when the visitor goes.
    vi.mocked(preloadFrame).mockImplementationOnce(() => (gone.abort(), Promise.resolve()));
    await expect(renderRequest('http://site.invalid/pdp/1001', gone.signal)).rejects.toThrow(/abort/i);
    expect(vi.mocked(prerenderToNodeStream)).not.toHaveBeenCalled();
  });

  it('hands the visitor\'s going to React, so a render under way stops too', async () => {
    const gone = new AbortController();
    await expect(renderRequest('http://site.invalid/pdp/1001', gone.signal)).resolves.toMatchObject({ kind: 'page', status: 200 });
    expect(vi.mocked(prerenderToNodeStream).mock.calls[0]?.[1]?.signal).toBe(gone.signal);
  });
});
