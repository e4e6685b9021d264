import fc from 'fast-check';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../src/app/route-table';
import { matchRoute, ROUTE_PATHS } from '../../../src/engine/route-paths';

/** What React Router itself picks for a path: the route id, or undefined (the site's catch-all sends it home). */
const routerPick = (path: string) => matchRoutes(routes.map((r) => ({ id: r.id, path: r.path })), path)?.[0]?.route.id;

/** Segments built from the routes' own words, so paths often hit a route, plus odd ones that must not. */
const segment = fc.oneof(
  fc.constantFrom(...new Set(Object.values(ROUTE_PATHS).flatMap((p) => p.split('/')).filter((s) => s !== '' && !s.startsWith(':')))),
  fc.constantFrom('PDP', 'News', 'irons', '1001', '%E7%90%83', 'a%20b', 'x.y'),
  fc.stringMatching(/^[a-z0-9-]{1,6}$/),
);

/** A route's pattern with its parameters filled (often with another route's word, where ranking decides), or any segments. */
const segments = fc.oneof(
  fc.constantFrom(...Object.values(ROUTE_PATHS)).chain((pattern) =>
    fc.tuple(...pattern.split('/').filter((s) => s !== '').map((part) => (part.startsWith(':') ? segment : fc.constant(part))))),
  fc.array(segment, { maxLength: 4 }),
);

describe('matchRoute', () => {
  it('picks the route React Router picks, for any path made of route words and odd segments', () => {
    fc.assert(
      fc.property(segments, fc.boolean(), (parts, trailingSlash) => {
        const path = `/${parts.join('/')}${trailingSlash && parts.length ? '/' : ''}`;
        expect(matchRoute(path)?.id).toBe(routerPick(path));
      }),
      { numRuns: 1000 },
    );
  });

  it('prefers a static segment to a parameter, and decodes parameters', () => {
    expect(matchRoute('/brand-story/our-history')?.id).toBe('our-history');
    expect(matchRoute('/brand-story/heritage-1979')).toEqual({ id: 'brand-story-page', params: { slug: 'heritage-1979' } });
    expect(matchRoute('/products/category/irons?isAll=true')).toEqual({ id: 'leaf-category', params: { code: 'irons' } });
    expect(matchRoute('/news/%E7%90%83')).toEqual({ id: 'news-detail', params: { id: '球' } });
    expect(matchRoute('/nowhere/at/all/x')).toBeUndefined();
  });
});
