import { parseEnv } from './env-schema';

/** The build settings, parsed once; vite.config.ts has already refused a bad set at build time. */
export const env = parseEnv(import.meta.env);
