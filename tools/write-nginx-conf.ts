import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { ServerEntry } from '../server/built-site';
import { ERROR_PAGE_FILES, readNginxTemplate, renderNginxConf, writeSecurityIncludes } from './nginx-conf';

// `npm run nginx:conf -- --upstream HOST:PORT … --listen … --cache-dir … --out DIR`: the whole nginx config for your
// render servers in DIR (nginx.conf, both security-header includes for the settings this build was made with, the
// error page, and the logs/ and temp/ folders of its prefix). Built by `npm run build` (dist-ssr/nginx-conf.js) and run
// with node, so it works after `npm prune --omit=dev` (docs/operators.md#deploying).

const USAGE = 'npm run nginx:conf -- --upstream HOST:PORT [--upstream …] --listen PORT|ADDRESS:PORT --cache-dir DIR --out DIR [--root DIST] [--limit-exempt ADDRESS|RANGE …]';

function refuse(message: string): never {
  process.stderr.write(`${message}\nUsage: ${USAGE}\n`);
  process.exit(2);
}

// This file runs from tools/ (tsx) or dist-ssr/ (built): deploy/ and dist-ssr/ are beside either.
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const deployDir = join(root, 'deploy');

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        upstream: { type: 'string', multiple: true },
        listen: { type: 'string' },
        'cache-dir': { type: 'string' },
        out: { type: 'string' },
        root: { type: 'string', default: 'dist' },
        'limit-exempt': { type: 'string', multiple: true },
      },
      strict: true,
    });
  } catch (error) {
    return refuse((error as Error).message);
  }
})();
const { upstream, listen, out } = values;
const cacheDir = values['cache-dir'];
if (!upstream?.length || !listen || !cacheDir || !out) refuse('Give at least one --upstream, and --listen, --cache-dir and --out.');

const conf = (() => {
  try {
    return renderNginxConf(readNginxTemplate(deployDir), { listen, root: resolve(values.root), upstreams: upstream, cacheDir: resolve(cacheDir), limitExempt: values['limit-exempt'] });
  } catch (error) {
    return refuse((error as Error).message);
  }
})();
// The build's own settings, as the render server reads them (server/built-site.ts), not this checkout's files.
const entryFile = join(root, 'dist-ssr', 'entry-server.js');
if (!existsSync(entryFile)) refuse(`No server build in ${dirname(entryFile)}: run \`npm run build\` first.`);
const { buildSettings } = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
const dir = resolve(out);
for (const folder of ['logs', 'temp']) mkdirSync(join(dir, folder), { recursive: true });
writeFileSync(join(dir, 'nginx.conf'), conf);
writeSecurityIncludes(buildSettings.policy, dir);
for (const file of ERROR_PAGE_FILES) cpSync(join(deployDir, file), join(dir, file));
console.log(`Wrote ${dir}: nginx.conf (${upstream.length} render server${upstream.length === 1 ? '' : 's'}), its security-header includes and error page. Check it: nginx -p ${dir}/ -c ${join(dir, 'nginx.conf')} -t`);
