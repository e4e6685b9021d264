// @vitest-environment node
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../src/app/route-table';
import { parseBlocks } from '../../src/engine/parse';
import { renderRequest } from './support/renderer';
import type * as Engine from '../../src/engine/parse';
import { withFixtureServer } from '../support/fixture-server';

// A page's CMS content is parsed once per request, by its loader: the render draws the tree it was handed.

withFixtureServer();
vi.mock('../../src/engine/parse', async (importOriginal) => {
  const engine = await importOriginal<typeof Engine>();
  return { ...engine, parseBlocks: vi.fn(engine.parseBlocks) };
});

beforeAll(async () => {
  // Every page module's first import (a transform each) done once here, not in one test's time.
  await Promise.all(routes.map((route) => route.lazy()));
}, 60_000);
beforeEach(() => vi.mocked(parseBlocks).mockClear());

describe('parseBlocks on the server', () => {
  it.each([
    ['a content page with FAQ lists', '/customer-service/faq'],
    ['the home page', '/'],
    ['a brand story sub-page', '/brand-story/our-history'],
    ['a brand story page config', '/brand-story/pc-heritage-1979'],
    ['a product page', '/pdp/1001'],
  ])('runs once per request for %s (%s), on the list its loader fetched', async (_name, target) => {
    expect(await renderRequest(`http://site.invalid${target}`)).toMatchObject({ kind: 'page', status: 200 });
    expect(vi.mocked(parseBlocks)).toHaveBeenCalledOnce();
    expect(vi.mocked(parseBlocks).mock.calls[0]?.[0]).toEqual(expect.any(Array));
  });
});
