// Every route's path pattern, by route id: the route table (src/app/route-table.ts) builds on it, the link checks match
// a CMS link's path against it (match-route.ts), and the render server's cache policy reads it. No imports: the render
// server loads this before it has set NODE_ENV, and a React loaded then would be React's development build.

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
