import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { handlers } from '../fixtures/handlers';
import { securityHeaders, type PolicySettings } from '../schemas/security-policy';
import { fileUnder, sendFile, serveBuildFile } from '../server/static-files';
import { apiMiddleware, fixtureImages } from './fixture-app';

/**
 * The static export (npm run prerender) served as a host without Node serves it: a file, else the page written for the
 * path (<path>/index.html), else the app shell; the fixture API beside it. For `npm run perf`'s side-by-side run.
 */
export function staticExportServer(exportDir: string, policy: PolicySettings): Server {
  const headers = Object.entries(securityHeaders(policy));
  const api = apiMiddleware(handlers);
  return createServer((req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const page = () => {
      if (serveBuildFile(exportDir, req, res, path)) return;
      const file = fileUnder(exportDir, `${path.replace(/\/+$/, '')}/index.html`) ?? join(exportDir, existsSync(join(exportDir, 'shell.html')) ? 'shell.html' : 'index.html');
      sendFile(req, res, file, 'no-cache');
    };
    api(req, res, () => fixtureImages(req, res, page)).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
}
