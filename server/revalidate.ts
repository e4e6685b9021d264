import { timingSafeEqual } from 'node:crypto';
import { EVERY_PAGE, PUBLISH_KINDS, type PublishKind, type PublishTargets } from '../src/engine/publish-targets';
import { refusedTarget } from './request-target';

// POST /__revalidate: a CMS webhook names what an editor changed (paths, or content ids, products and CMS pages, which
// the route table's bindings turn into the pages that show them); each page is purged from every cache in front, under
// the very key the cache keeps it by (its canonical address), so its next request renders afresh.

/** The most paths and ids one call may name: a whole catalogue's products, not an unbounded list. */
export const MAX_PATHS = 2000;
/** The most the webhook's body may be: MAX_PATHS paths of a hundred characters. */
export const REVALIDATE_BODY_BYTES = 256 * 1024;
/** Purges sent to the caches at once: the documented maximum is answered in a second or two, without a socket each. */
const PURGES_AT_ONCE = 16;
/** How long a cache may take over one purge. */
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

/** What revalidating needs: the token (undefined = the endpoint is off), the caches' purge origins, the bindings and the server's own caches. */
export interface RevalidateSettings {
  token: string | undefined;
  /** The origins of the caches in front, each taking `PURGE <key>`; none when no cache is in front. */
  purgeUrls: readonly string[];
  /** Forgets what this server process keeps between requests (the category tree). */
  forget: () => void;
  /** The address a page is cached under (src/entry-server.tsx `canonicalTarget`), or undefined when no page of the site has the path. */
  canonical: (target: string) => string | undefined;
  /** The keys and tags of the pages that show a content id, product or CMS page (the server entry's bindings), or undefined when none does. */
  showing: (kind: PublishKind, id: string) => Promise<PublishTargets | undefined>;
}

/** The lists a body may give: its paths, and what the bindings find pages for. */
const FIELDS: readonly string[] = ['paths', ...PUBLISH_KINDS];
const ASK = 'give {"paths": ["/pdp/1001", ...]} or {"contentIds": [...], "products": [...], "pageIds": [...]}, any of them';

/** What a body names, resolved: each path's key, each id's keys and tags; or why the body is refused. */
interface Resolved {
  /** A path given in another form than its key, and that key. */
  renamed: Record<string, string>;
  /** Each id named, by kind: the keys it purges. */
  pages: Map<PublishKind, Map<string, readonly string[]>>;
  keys: Set<string>;
  tags: Set<string>;
}

const sameSecret = (given: string, token: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The lists of the body, or why it is not an object of lists of the fields above. */
function listsOf(body: unknown): Record<string, unknown[]> | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return ASK;
  const given = Object.entries(body as Record<string, unknown>);
  const unknown = given.filter(([field]) => !FIELDS.includes(field)).map(([field]) => JSON.stringify(field));
  if (unknown.length > 0) return `not a field of the webhook: ${unknown.join(', ')}; ${ASK}`;
  const notLists = given.filter(([, value]) => !Array.isArray(value)).map(([field]) => field);
  if (notLists.length > 0) return `not a list: ${notLists.join(', ')}; ${ASK}`;
  const lists = Object.fromEntries(given) as Record<string, unknown[]>;
  const count = Object.values(lists).reduce((sum, list) => sum + list.length, 0);
  if (count === 0) return ASK;
  return count > MAX_PATHS ? `at most ${MAX_PATHS} paths and ids a call` : lists;
}

/** The keys of every path and id the body names, or why not: each one no page of the site has or shows, by list. */
async function resolve(body: unknown, settings: RevalidateSettings): Promise<Resolved | string> {
  const lists = listsOf(body);
  if (typeof lists === 'string') return lists;
  const resolved: Resolved = { renamed: {}, pages: new Map(), keys: new Set(), tags: new Set() };
  const bad: string[] = [];
  const badPaths: string[] = [];
  for (const path of lists.paths ?? []) {
    const key = typeof path === 'string' && refusedTarget(path) === undefined ? settings.canonical(path) : undefined;
    if (key === undefined) badPaths.push(JSON.stringify(path));
    else {
      resolved.keys.add(key);
      if (key !== path) resolved.renamed[path as string] = key;
    }
  }
  if (badPaths.length > 0) bad.push(`not a page of the site: ${badPaths.join(', ')}`);
  for (const kind of PUBLISH_KINDS) {
    const unknown: string[] = [];
    const pages = new Map<string, readonly string[]>();
    for (const id of lists[kind] ?? []) {
      const targets = typeof id === 'string' ? await settings.showing(kind, id) : undefined;
      if (!targets) unknown.push(JSON.stringify(id));
      else {
        pages.set(id as string, targets.keys);
        for (const key of targets.keys) resolved.keys.add(key);
        for (const tag of targets.tags) resolved.tags.add(tag);
      }
    }
    if (pages.size > 0) resolved.pages.set(kind, pages);
    if (unknown.length > 0) bad.push(`no page of the site shows ${kind} ${unknown.join(', ')}`);
  }
  return bad.length > 0 ? bad.join('; ') : resolved;
}

/** Purges one key from one cache: 'purged', 'missed' (it had no copy) or why it failed. */
async function purge(origin: string, key: string): Promise<string> {
  try {
    const response = await fetch(`${origin}${key}`, { method: 'PURGE', signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) });
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

/** What happened to each key in one cache, or over all of them: purged, missed (not cached), failed (why). */
interface Outcomes {
  purged: string[];
  missed: string[];
  failed: Record<string, string>;
}

/** The outcomes of `results`, one per key, in the keys' order. */
function outcomesOf(keys: readonly string[], results: readonly string[]): Outcomes {
  const outcomes: Outcomes = { purged: [], missed: [], failed: {} };
  keys.forEach((key, i) => {
    const result = results[i] ?? '';
    if (result === 'purged' || result === 'missed') outcomes[result].push(key);
    else outcomes.failed[key] = result;
  });
  return outcomes;
}

/**
 * Purges `keys` from every cache, a few at a time over all of them: per cache what happened, and over all of them a key
 * failed where any cache failed it (naming which), else purged where any had a copy, else missed.
 */
async function purgeEverywhere(origins: readonly string[], keys: readonly string[]): Promise<{ all: Outcomes; caches: Record<string, Outcomes> }> {
  const calls = origins.flatMap((origin) => keys.map((key) => ({ origin, key })));
  const results = await inTurns(calls, PURGES_AT_ONCE, ({ origin, key }) => purge(origin, key));
  const caches = Object.fromEntries(origins.map((origin, o) => [origin, outcomesOf(keys, results.slice(o * keys.length, (o + 1) * keys.length))]));
  const all = outcomesOf(keys, keys.map((key) => {
    const failures = origins.filter((origin) => key in (caches[origin]?.failed ?? {})).map((origin) => `${origin}: ${caches[origin]?.failed[key]}`);
    if (failures.length > 0) return failures.join('; ');
    return origins.some((origin) => caches[origin]?.purged.includes(key)) ? 'purged' : 'missed';
  }));
  return { all, caches };
}

/**
 * Checks the token and the body, then purges the key of each path, the keys of the pages that show each id named, and
 * the sitemap's, from every cache. The answer says per key what happened over all caches (purged, missed: not cached,
 * failed: where and why) and per cache (`caches`), for a path given in another form than its key which key it purged
 * (`keys`), for each id the keys it purged (`pages`), the tags a CDN purges by (`tags`), and (`also`) the keys purged
 * with every publish. A purge of every page (`/*`) is the only key it sends: the sitemap goes with it.
 */
export async function revalidate(authorization: string | undefined, body: unknown, settings: RevalidateSettings): Promise<RevalidateAnswer> {
  if (!settings.token) return { status: 404, body: { error: 'revalidation is off: the server has no REVALIDATE_TOKEN' } };
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
  if (!sameSecret(given, settings.token)) return { status: 401, body: { error: 'a valid Authorization: Bearer <REVALIDATE_TOKEN> is required' } };
  const resolved = await resolve(body, settings);
  if (typeof resolved === 'string') return { status: 400, body: { error: resolved } };
  settings.forget();
  const named = {
    ...(Object.keys(resolved.renamed).length > 0 ? { keys: resolved.renamed } : {}),
    ...(resolved.pages.size > 0 ? { pages: Object.fromEntries([...resolved.pages].map(([kind, pages]) => [kind, Object.fromEntries(pages)])) } : {}),
    ...(resolved.tags.size > 0 ? { tags: [...resolved.tags] } : {}),
  };
  if (settings.purgeUrls.length === 0) return { status: 200, body: { purged: [], missed: [], failed: {}, ...named, note: 'no cache in front (PURGE_URL unset): every request renders afresh' } };
  const every = resolved.keys.has(EVERY_PAGE);
  const also = every ? [] : PURGED_WITH_EVERY_PUBLISH;
  const keys = every ? [EVERY_PAGE] : [...new Set([...resolved.keys, ...also])];
  const { all, caches } = await purgeEverywhere(settings.purgeUrls, keys);
  return {
    status: Object.keys(all.failed).length > 0 ? 502 : 200,
    body: { ...all, ...named, also: [...also], caches },
  };
}
