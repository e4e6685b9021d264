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

const segmentsOf = (path: string) => path.split('/').filter((s) => s !== '');

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** Parameters when every segment of `path` fits `pattern` (static ones case-insensitively, as React Router does), else undefined. */
function fit(pattern: readonly string[], path: readonly string[]): Record<string, string> | undefined {
  if (pattern.length !== path.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    const segment = decoded(path[i] ?? '');
    if (segment === undefined) return undefined;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part.toLowerCase() !== segment.toLowerCase()) return undefined;
  }
  return params;
}

const PATTERNS = (Object.entries(ROUTE_PATHS) as [RouteId, string][]).map(([id, path]) => {
  const pattern = segmentsOf(path);
  // React Router ranks a static segment above a dynamic one: /brand-story/our-history beats /brand-story/:slug.
  const rank = pattern.reduce((sum, part, i) => sum + (part.startsWith(':') ? 0 : 2 ** (pattern.length - i)), 0);
  return { id, pattern, rank };
});

/** The route of a site path (query and hash ignored), as the router would pick it; undefined when none takes it (the site redirects to /). */
export function matchRoute(path: string): RouteMatch | undefined {
  const pathname = segmentsOf(path.split(/[?#]/)[0] ?? '');
  let best: (RouteMatch & { rank: number }) | undefined;
  for (const { id, pattern, rank } of PATTERNS) {
    const params = fit(pattern, pathname);
    if (params && (!best || rank > best.rank)) best = { id, params, rank };
  }
  return best && { id: best.id, params: best.params };
}
