import type { Env } from '../../schemas/build-settings';

/**
 * The build settings the page's own code reads (image hosts, the site's address, the map key), straight from
 * import.meta.env: vite.config.ts has refused a bad set at build time, and reading them unparsed keeps the schemas and
 * zod out of what a page hydrates (loaders and actions read `env`, parsed).
 */
export const pageEnv: Pick<Env, 'VITE_API_BASE_URL' | 'VITE_IMAGE_BASE_URL' | 'VITE_SITE_BASE_URL' | 'VITE_MAP_KEY'> = {
  VITE_API_BASE_URL: import.meta.env.VITE_API_BASE_URL ?? '',
  VITE_IMAGE_BASE_URL: import.meta.env.VITE_IMAGE_BASE_URL ?? '',
  VITE_SITE_BASE_URL: import.meta.env.VITE_SITE_BASE_URL,
  VITE_MAP_KEY: import.meta.env.VITE_MAP_KEY ?? '',
};
