import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { routes } from '../../src/app/route-table';
import { routeObjects } from '../../src/app/router';

/** Every route of spec point 2 (parameters named as in the table). */
const SPEC_PATHS = [
  '/', '/pdp/:slug', '/products', '/products/:nav1', '/products/:nav1/:nav2', '/products/category/:code',
  '/collections', '/collections/:nav1', '/collections/:nav1/:nav2', '/search-results-page', '/news', '/news/:id',
  '/latest-news', '/gifting', '/about-us', '/trial', '/question', '/member', '/contact-us', '/find-us',
  '/find-us/flagship-stores', '/flora-danica', '/cookie', '/cs', '/certification', '/store-list', '/verification',
  '/customer-service/product-verification', '/brand-story', '/brand-story/our-history',
  '/brand-story/our-history/annual-plate', '/brand-story/workmanship', '/brand-story/about-iittala',
  '/brand-story/product-story', '/brand-story/:slug', '/customer-service/customised', '/customer-service/gift-wrap',
  '/customer-service/damaged-and-replaced', '/customer-service/product-maintenance', '/customer-service/faq', '/s/:code',
];

describe('route table', () => {
  it('holds every route of the spec', () => {
    const paths = routes.map((r) => r.path);
    for (const path of SPEC_PATHS) expect(paths).toContain(path);
  });

  it('has unique ids and paths', () => {
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });

  it('renders exactly /s/ and /cs bare', () => {
    expect(routes.filter((r) => r.bare).map((r) => r.path).sort()).toEqual(['/cs', '/s/:code']);
  });

  it.each(routes.map((r) => [r.path, r] as const))('%s resolves to a route module with a page component', async (_path, route) => {
    const module = await route.lazy();
    expect(typeof module.default).toBe('function');
  });

  it.each(routes.map((r) => [r.path, r] as const))('%s: its data module has a loader, and an action exactly where the table says a form is posted', async (_path, route) => {
    const data = await route.data?.();
    // The editors' /__preview loads nothing before it renders.
    expect(typeof data?.loader).toBe(route.id === 'preview' ? 'undefined' : 'function');
    expect(typeof data?.action).toBe(route.form ? 'function' : 'undefined');
  });

  it('puts each loader and action on its route object, so a navigation fetches the data module beside the page module', () => {
    // React Router runs a route's own loader while its lazy() fetches the page; one that came with the page would wait for it.
    const flat = (list: RouteObject[]): RouteObject[] => list.flatMap((r) => [r, ...flat(r.children ?? [])]);
    const objects = new Map(flat(routeObjects).map((r) => [r.id, r]));
    for (const def of routes) {
      expect(typeof objects.get(def.id)?.loader, def.id).toBe(def.data ? 'function' : 'undefined');
      expect(typeof objects.get(def.id)?.action, def.id).toBe(def.form ? 'function' : 'undefined');
    }
  });
});
