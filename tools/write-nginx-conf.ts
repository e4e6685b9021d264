import { relative } from 'node:path';
import { readBuildSettings } from './cms-validate/env-files';
import { policySettings, writeSecurityInclude } from './nginx-conf';

// `npm run nginx:conf`: deploy/security-headers.conf for the build settings of this checkout (.env, .env.local,
// VITE_* in the environment), the same settings `npm run build` reads.
const file = writeSecurityInclude(policySettings(readBuildSettings(process.cwd())));
console.log(`Wrote ${relative(process.cwd(), file)}: the security headers of securityHeaders() for these build settings.`);
