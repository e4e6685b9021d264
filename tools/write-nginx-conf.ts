import { relative } from 'node:path';
import { readBuildSettings } from './cms-validate/env-files';
import { policySettings, writeSecurityIncludes } from './nginx-conf';

// `npm run nginx:conf`: deploy/security-headers.conf and deploy/page-security-headers.conf for the build settings of this checkout (.env, .env.local,
// VITE_* in the environment), the same settings `npm run build` reads.
const files = writeSecurityIncludes(policySettings(readBuildSettings(process.cwd())));
console.log(`Wrote ${files.map((file) => relative(process.cwd(), file)).join(' and ')}: the security headers of securityHeaders() for these build settings.`);
