import { timingSafeEqual } from 'node:crypto';

// POST /__revalidate: a CMS webhook names the paths an editor changed; each is purged from the cache in front, so
// its next request renders afresh.

/** The most paths one call may name: a whole catalogue's products, not an unbounded list. */
export const MAX_PATHS = 2000;

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
}

const sameSecret = (given: string, token: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The paths of the body, or a reason it is not a list of site paths. */
function pathsOf(body: string): string[] | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'the body is not JSON';
  }
  const paths = (parsed as { paths?: unknown } | null)?.paths;
  if (!Array.isArray(paths) || paths.length === 0) return 'give {"paths": ["/pdp/1001", ...]}';
  if (paths.length > MAX_PATHS) return `at most ${MAX_PATHS} paths a call`;
  // A site path with its query, as a visitor asks it: one leading slash, no host, no spaces or control characters.
  const bad = paths.find((p) => typeof p !== 'string' || !/^\/(?!\/)\S*$/.test(p));
  return bad === undefined ? (paths as string[]) : `not a site path: ${JSON.stringify(bad)}`;
}

/** Purges one path from the cache in front: 'purged', 'missed' (it had no copy) or why it failed. */
async function purge(purgeUrl: string, path: string): Promise<'purged' | 'missed' | string> {
  try {
    const response = await fetch(new URL(path, purgeUrl), { method: 'PURGE' });
    await response.body?.cancel();
    if (response.ok) return 'purged';
    return response.status === 404 ? 'missed' : `the cache answered ${response.status}`;
  } catch (error) {
    return `the cache did not answer: ${(error as Error).message}`;
  }
}

/** Checks the token and the body, then purges each path; the answer lists what was purged, missed or failed. */
export async function revalidate(authorization: string | undefined, body: string, settings: RevalidateSettings): Promise<RevalidateAnswer> {
  if (!settings.token) return { status: 404, body: { error: 'revalidation is off: the server has no REVALIDATE_TOKEN' } };
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
  if (!sameSecret(given, settings.token)) return { status: 401, body: { error: 'a valid Authorization: Bearer <REVALIDATE_TOKEN> is required' } };
  const paths = pathsOf(body);
  if (typeof paths === 'string') return { status: 400, body: { error: paths } };
  settings.forget();
  if (!settings.purgeUrl) return { status: 200, body: { purged: [], missed: [], failed: {}, note: 'no cache in front (PURGE_URL unset): every request renders afresh' } };
  const results = await Promise.all(paths.map(async (path) => [path, await purge(settings.purgeUrl ?? '', path)] as const));
  const failed = Object.fromEntries(results.filter(([, r]) => r !== 'purged' && r !== 'missed'));
  return {
    status: Object.keys(failed).length > 0 ? 502 : 200,
    body: { purged: results.filter(([, r]) => r === 'purged').map(([p]) => p), missed: results.filter(([, r]) => r === 'missed').map(([p]) => p), failed },
  };
}
