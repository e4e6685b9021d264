import { timingSafeEqual } from 'node:crypto';
import { refusedTarget } from './request-target';

// POST /__revalidate: a CMS webhook names the paths an editor changed; each is purged from the cache in front, under
// the very key the cache keeps it by (its canonical address), so its next request renders afresh.

/** The most paths one call may name: a whole catalogue's products, not an unbounded list. */
export const MAX_PATHS = 2000;
/** The most the webhook's body may be: MAX_PATHS paths of a hundred characters. */
export const REVALIDATE_BODY_BYTES = 256 * 1024;
/** Purges sent to the cache at once: the documented maximum is answered in a second or two, without a socket each. */
const PURGES_AT_ONCE = 16;
/** How long the cache may take over one purge. */
const PURGE_TIMEOUT_MS = 2_000;
/**
 * Keys every publish purges beside the paths it names: the sitemap lists every page, and a publish can add or remove
 * one (a product, an article, a category), whatever paths the webhook names; nginx keeps it under the page policy.
 * robots.txt is not among them: it is the site base's alone (a build setting), which no publish changes.
 */
export const PURGED_WITH_EVERY_PUBLISH: readonly string[] = ['/sitemap.xml'];

/** The answer to the webhook: status and JSON body. */
export interface RevalidateAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** What revalidating needs: the token (undefined = the endpoint is off), the cache's purge origin, and the server's own caches. */
export interface RevalidateSettings {
  token: string | undefined;
  /** The origin of the nginx in front, which takes `PURGE <path>`; undefined when no cache is in front. */
  purgeUrl: string | undefined;
  /** Forgets what this server process keeps between requests (the category tree). */
  forget: () => void;
  /** The address a page is cached under (src/entry-server.tsx `canonicalTarget`), or undefined when no page of the site has the path. */
  canonical: (target: string) => string | undefined;
}

const sameSecret = (given: string, token: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The cache key of each path of the body, or why the body is not a list of the site's pages. */
function keysOf(body: unknown, canonical: RevalidateSettings['canonical']): Map<string, string> | string {
  const paths = (body as { paths?: unknown } | null)?.paths;
  if (!Array.isArray(paths) || paths.length === 0) return 'give {"paths": ["/pdp/1001", ...]}';
  if (paths.length > MAX_PATHS) return `at most ${MAX_PATHS} paths a call`;
  const keys = new Map<string, string>();
  const bad: string[] = [];
  for (const path of paths) {
    const key = typeof path === 'string' && refusedTarget(path) === undefined ? canonical(path) : undefined;
    if (key === undefined) bad.push(JSON.stringify(path));
    else keys.set(path as string, key);
  }
  return bad.length > 0 ? `not a page of the site: ${bad.join(', ')}` : keys;
}

/** Purges one key from the cache in front: 'purged', 'missed' (it had no copy) or why it failed. */
async function purge(purgeUrl: string, key: string): Promise<string> {
  try {
    const response = await fetch(`${purgeUrl.replace(/\/+$/, '')}${key}`, { method: 'PURGE', signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) });
    await response.body?.cancel();
    if (response.ok) return 'purged';
    return response.status === 404 ? 'missed' : `the cache answered ${response.status}`;
  } catch (error) {
    return `the cache did not answer: ${(error as Error).message}`;
  }
}

/** Runs `task` on every item, `limit` at a time. */
async function inTurns<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await task(items[i] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Checks the token and the body, then purges each path's cache key and the sitemap's. The answer says per key what
 * happened (purged, missed: not cached, failed: why), for a path given in another form than its key which key it
 * purged, and (`also`) the keys purged with every publish.
 */
export async function revalidate(authorization: string | undefined, body: unknown, settings: RevalidateSettings): Promise<RevalidateAnswer> {
  if (!settings.token) return { status: 404, body: { error: 'revalidation is off: the server has no REVALIDATE_TOKEN' } };
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
  if (!sameSecret(given, settings.token)) return { status: 401, body: { error: 'a valid Authorization: Bearer <REVALIDATE_TOKEN> is required' } };
  const keys = keysOf(body, settings.canonical);
  if (typeof keys === 'string') return { status: 400, body: { error: keys } };
  settings.forget();
  const renamed = Object.fromEntries([...keys].filter(([path, key]) => path !== key));
  if (!settings.purgeUrl) return { status: 200, body: { purged: [], missed: [], failed: {}, note: 'no cache in front (PURGE_URL unset): every request renders afresh' } };
  const unique = [...new Set([...keys.values(), ...PURGED_WITH_EVERY_PUBLISH])];
  const results = await inTurns(unique, PURGES_AT_ONCE, (key) => purge(settings.purgeUrl ?? '', key));
  const outcomes = unique.map((key, i) => [key, results[i] ?? ''] as const);
  const failed = Object.fromEntries(outcomes.filter(([, r]) => r !== 'purged' && r !== 'missed'));
  return {
    status: Object.keys(failed).length > 0 ? 502 : 200,
    body: {
      purged: outcomes.filter(([, r]) => r === 'purged').map(([k]) => k),
      missed: outcomes.filter(([, r]) => r === 'missed').map(([k]) => k),
      failed,
      ...(Object.keys(renamed).length > 0 ? { keys: renamed } : {}),
      also: [...PURGED_WITH_EVERY_PUBLISH],
    },
  };
}
