import { z } from 'zod';
import { DEFAULT_FRESH_SECONDS } from './cache-policy';

// The render server's settings, read once at start from the environment (docs/operators.md); every bad key
// is named at once, so an operator fixes them in one go.

const whole = (min: number, max: number, fallback: number) =>
  z.coerce.number().int(`a whole number from ${min} to ${max}`).min(min).max(max).default(fallback);

const schema = z
  .object({
    PORT: whole(0, 65_535, 4173),
    HOST: z.string().min(1).default('127.0.0.1'),
    /** The backend; '' = the bundled fixture backend, started in this process (needs the dev dependencies). */
    API_BASE_URL: z
      .string()
      .default('')
      .refine((url) => url === '' || /^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(url), 'an http(s) URL with no query or fragment'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    REVALIDATE_TOKEN: z.string().default(''),
    /** The caches in front, each an origin that takes `PURGE <key>`, comma-separated. */
    PURGE_URL: z
      .string()
      .default('')
      .refine((urls) => urls === '' || urls.split(',').every((url) => /^https?:\/\/[^/?#\s,]+\/?$/.test(url.trim())), 'the origins of the caches in front, comma-separated (http://host:port,http://host2:port)'),
    PAGE_FRESH_SECONDS: whole(1, 3600, DEFAULT_FRESH_SECONDS),
    /** How long a page's render may take before it is answered 503 (its calls are cut before that). */
    RENDER_TIMEOUT_MS: whole(100, 120_000, 10_000),
    /** How many pages render at once; the others wait their turn, and leave the line when their visitor goes. */
    RENDER_CONCURRENCY: whole(1, 256, 8),
    /** How long one backend call may take, headers and body: a slow call fails and the page shows it failed. */
    BACKEND_TIMEOUT_MS: whole(50, 60_000, 4_000),
    DIST_DIR: z.string().min(1).default('dist'),
    /** The port of the Prometheus metrics (GET /metrics), never the site's; 0 or unset = no metrics. */
    METRICS_PORT: whole(0, 65_535, 0),
    /** Where the metrics listen: loopback unless the scraper is elsewhere. */
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  })
  .refine((s) => s.BACKEND_TIMEOUT_MS < s.RENDER_TIMEOUT_MS, { message: 'must be shorter than RENDER_TIMEOUT_MS', path: ['BACKEND_TIMEOUT_MS'] });

/** The origins of the caches a publish purges (PURGE_URL's list), without their trailing slashes; none when unset. */
export const purgeOrigins = (purgeUrl: string): string[] => (purgeUrl === '' ? [] : [...new Set(purgeUrl.split(',').map((url) => url.trim().replace(/\/+$/, '')))]);

/** The server's settings, validated. */
export type ServerSettings = z.infer<typeof schema>;

/** The settings of `env`, or every bad key with what it must be. */
export function readSettings(env: NodeJS.ProcessEnv): { ok: true; settings: ServerSettings } | { ok: false; problems: string[] } {
  // An empty variable means "not set", as a shell's `KEY= npm run serve` does.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(given);
  if (parsed.success) return { ok: true, settings: { ...parsed.data, API_BASE_URL: parsed.data.API_BASE_URL.replace(/\/+$/, '') } };
  return { ok: false, problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) };
}
