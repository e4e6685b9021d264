// What a publish names, and what it purges: the publish bindings (src/app/render/publish-bindings.ts) answer it, the
// render server's webhook (server/revalidate.ts) reads it. No imports: the render server loads this before it has set
// NODE_ENV, as it does the route paths.

/** What a publish may name besides paths, as the webhook's body names each list. */
export const PUBLISH_KINDS = ['contentIds', 'products', 'pageIds'] as const;
export type PublishKind = (typeof PUBLISH_KINDS)[number];

/** The key of every cached page: nginx purges them all at once under it (deploy/nginx.conf, `PURGE /*`). */
export const EVERY_PAGE = '/*';

/** What one id a publish names purges: the cache keys of the pages that show it, and their tag for a CDN that purges by tag. */
export interface PublishTargets {
  keys: readonly string[];
  tags: readonly string[];
}
