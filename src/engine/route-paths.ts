import { matchRoutes } from 'react-router';
import { decodedSegment } from './decoded';

// Every route's path pattern, by route id: the route table (src/app/route-table.ts) builds on it, and the link checks
// (the validator, /__preview) match a CMS link's path against it without loading the app.

/** Path pattern of every route of the site, by route id. */
export const ROUTE_PATHS = {
  home: '/',
  product: '/pdp/:slug',
  products: '/products',
  'leaf-category': '/products/category/:code',
  category: '/products/:nav1',
  'product-list': '/products/:nav1/:nav2',
  collections: '/collections',
  'collections-nav1': '/collections/:nav1',
  'collections-nav2': '/collections/:nav1/:nav2',
  search: '/search-results-page',
  news: '/news',
  'news-detail': '/news/:id',
  'latest-news': '/latest-news',
  gifting: '/gifting',
  'about-us': '/about-us',
  trial: '/trial',
  question: '/question',
  member: '/member',
  'contact-us': '/contact-us',
  'find-us': '/find-us',
  'flagship-stores': '/find-us/flagship-stores',
  'flora-danica': '/flora-danica',
  cookie: '/cookie',
  cs: '/cs',
  certification: '/certification',
  'store-list': '/store-list',
  verification: '/verification',
  'cs-verification': '/customer-service/product-verification',
  'brand-story': '/brand-story',
  'our-history': '/brand-story/our-history',
  'annual-plate': '/brand-story/our-history/annual-plate',
  workmanship: '/brand-story/workmanship',
  'about-iittala': '/brand-story/about-iittala',
  'product-story': '/brand-story/product-story',
  'brand-story-page': '/brand-story/:slug',
  customised: '/customer-service/customised',
  'gift-wrap': '/customer-service/gift-wrap',
  'damaged-and-replaced': '/customer-service/damaged-and-replaced',
  'product-maintenance': '/customer-service/product-maintenance',
  faq: '/customer-service/faq',
  'short-link': '/s/:code',
  preview: '/__preview',
} as const;

/** A route id. */
export type RouteId = keyof typeof ROUTE_PATHS;

/** The route a path lands on, with its decoded parameters. */
export interface RouteMatch {
  id: RouteId;
  params: Record<string, string>;
}

const ROUTES = (Object.entries(ROUTE_PATHS) as [RouteId, string][]).map(([id, path]) => ({ id, path }));

/**
 * The route of a site path (query and hash ignored), picked by React Router's own matcher (a static segment beats a
 * parameter, letter case aside); undefined when none takes it (the site redirects to /) or a segment is no valid escape.
 */
export function matchRoute(path: string): RouteMatch | undefined {
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (!pathname.split('/').every(decodable)) return undefined;
  const match = matchRoutes(ROUTES, pathname)?.at(-1);
  return match && { id: match.route.id, params: { ...match.params } as Record<string, string> };
}

/** Whether a path segment's escapes decode (React Router would warn and keep it raw). */
function decodable(segment: string): boolean {
  return decodedSegment(segment) !== undefined;
}
