import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/app/route-table';
import { routeSamples } from '../e2e/route-samples';

describe('the sample paths of the accessibility walk (tests/e2e/a11y-routes.spec.ts)', () => {
  it('name every route of the table, and no other', () => {
    expect(Object.keys(routeSamples).sort()).toEqual(routes.map((r) => r.id).sort());
  });

  it.each(routes.map((r) => [r.id, r.path] as const))('%s: its sample reaches %s, not a route before it', (id) => {
    const sample = new URL(routeSamples[id] ?? '', 'http://site').pathname;
    const matched = matchRoutes(routes.map((r) => ({ id: r.id, path: r.path })), decodeURIComponent(sample));
    expect(matched?.at(-1)?.route.id).toBe(id);
  });
});
