import * as z from 'zod/mini';
import { CONTENT_SCREENS, type ContentScreen } from './site-constants';
import { formatIssues } from './issue-format';

// The build settings, checked by vite.config.ts at build time and by the site and the CLI at their start.

const isHttpUrl = (v: string) => /^https?:\/\/[^\s/]+/i.test(v);
const httpUrl = z.string({ error: 'missing: an absolute http(s) URL' }).check(
  z.refine(isHttpUrl, 'must be an absolute http(s) URL'),
);
const emptyOrHttpUrl = z.string().check(
  z.refine((v) => v === '' || isHttpUrl(v), 'must be empty (same origin) or an absolute http(s) URL'),
);
const contentId = z.string({ error: 'missing: a non-empty id' }).check(
  z.refine((v) => v.trim() !== '', 'must be a non-empty id'),
);
const flag = z.pipe(
  z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }),
  z.transform((v) => v === 'true'),
);

const contentIdShape = Object.fromEntries(
  CONTENT_SCREENS.map((s) => [`VITE_CONTENT_ID_${s}`, contentId]),
) as Record<`VITE_CONTENT_ID_${ContentScreen}`, typeof contentId>;

/** Every VITE_* build setting; documented one by one in .env.example. */
export const envSchema = z.object({
  VITE_API_BASE_URL: z._default(emptyOrHttpUrl, ''),
  VITE_IMAGE_BASE_URL: z._default(emptyOrHttpUrl, ''),
  VITE_ACCESS_TOKEN: z._default(z.string(), ''),
  VITE_MAP_KEY: z._default(z.string(), ''),
  VITE_SITE_BASE_URL: httpUrl,
  VITE_STORE_ID: contentId,
  VITE_PREVIEW_ENABLED: z._default(flag, false),
  VITE_HSTS: z._default(flag, false),
  ...contentIdShape,
});
/** The parsed build settings. */
export type Env = z.infer<typeof envSchema>;

/** Parses raw settings; on failure throws one Error that lists every bad key. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const result = envSchema.safeParse(raw);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${formatIssues([issue])}`);
  throw new Error(`Invalid build settings (see .env.example):\n${lines.join('\n')}`);
}
