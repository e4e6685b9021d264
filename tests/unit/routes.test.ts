import { describe, expect, it } from 'vitest';
import { routes } from '../../src/app/route-table';

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
});
