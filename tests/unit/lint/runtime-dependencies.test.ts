// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The render servers run on the runtime dependencies alone (`npm prune --omit=dev`), and the server build leaves every
// package outside itself (dist-ssr/ imports them): so each package the server build's code imports must be a direct
// runtime dependency of package.json, never a dev dependency nor one that is only installed because another needs it
// (its version would be that other package's choice, and it could go with it).

const ROOT = join(import.meta.dirname, '..', '..', '..');
/** The folders the server build is made of: the render server, the app it renders, the schemas both use. */
const SERVER_BUILD = ['server', 'src', 'schemas'];

const sourceFiles = (folder: string): string[] =>
  readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));

/** The packages a file imports at run time: its value imports and re-exports of a bare specifier (no `import type`). */
function packagesOf(source: string): string[] {
  const specifiers = [...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1] ?? '');
  return specifiers
    .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.startsWith('node:') && !builtinModules.includes(specifier))
    .map((specifier) => specifier.replace(/\?.*$/, ''))
    .map((specifier) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2) : specifier.split('/').slice(0, 1)).join('/'));
}

describe('the runtime dependencies', () => {
  it('name every package the server build imports', () => {
    const { dependencies = {} } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    const missing: string[] = [];
    for (const file of SERVER_BUILD.flatMap(sourceFiles)) {
      for (const name of packagesOf(readFileSync(file, 'utf8'))) {
        if (!(name in dependencies)) missing.push(`${name} (${relative(ROOT, file)})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('read the packages of value imports and re-exports, never of type imports', () => {
    const source = [
      "import { Agent, type Dispatcher } from 'undici';",
      "import type { FastifyInstance } from 'fastify';",
      "import replyFrom from '@fastify/reply-from';",
      "export { z } from 'zod/mini';",
      "import './styles.css';",
      "import { readFileSync } from 'node:fs';",
      "import { join } from 'path';",
    ].join('\n');
    expect(packagesOf(source)).toEqual(['undici', '@fastify/reply-from', 'zod']);
  });
});
