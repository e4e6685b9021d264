import { parseEnv } from '../../schemas/build-settings';

/** The build settings, parsed once; vite.config.ts has already refused a bad set at build time. */
export const env = parseEnv(import.meta.env);
