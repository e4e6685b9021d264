// @vitest-environment node
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../src/app/route-table';
import { renderRequest } from './support/renderer';
import type * as RichText from '../../src/engine/rich-text';
import { withFixtureServer } from '../support/fixture-server';

// A boundary that fails on the server is rendered as its fallback, marked for the browser to render afresh: such a
// page would be kept and shared with a hole where its content goes, so the server answers it as no page at all.

withFixtureServer();
// Hoisted with the mock: the test renderer makes its sanitiser as it is imported.
const sanitise = vi.hoisted(() => vi.fn((): never => {
  throw new Error('the sanitiser broke');
}));
vi.mock('../../src/engine/rich-text', async (importOriginal) => {
  const original = await importOriginal<typeof RichText>();
  return { ...original, createRichTextSanitizer: () => sanitise };
});

beforeAll(async () => {
  // Every page module's first import (a transform each) done once here, not in one test's time.
  await Promise.all(routes.map((route) => route.lazy()));
}, 60_000);

describe('a page whose rich text fails to render on the server', () => {
  it('is not answered as a page', async () => {
    await expect(renderRequest('http://site.invalid/about-us')).rejects.toThrow(/render: .*the sanitiser broke/);
    expect(sanitise).toHaveBeenCalled();
  });
});
