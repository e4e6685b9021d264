// @vitest-environment node
import { ESLint } from 'eslint';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYERS } from '../../../eslint.config.js';

const eslint = new ESLint();

/** The import-direction findings ESLint gives `source` placed in `file` (which need not exist: its imports must). */
async function findings(file: string, source: string) {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'import-x/no-restricted-paths');
}
const violations = async (file: string, source: string): Promise<string[]> => (await findings(file, source)).map((m) => m.message);

/** A real module of `dir` (the zone's `from`, a folder or a file), so the resolver finds what the probe imports. */
function moduleIn(path: string): string {
  if (statSync(path).isFile()) return path;
  const entries = readdirSync(path, { withFileTypes: true }).sort((a, b) => Number(a.isDirectory()) - Number(b.isDirectory()) || a.name.localeCompare(b.name));
  for (const entry of entries) {
    const inner = join(path, entry.name);
    if (entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) return inner;
    if (entry.isDirectory()) {
      const found = moduleIn(inner);
      if (found) return found;
    }
  }
  return '';
}

/** The specifier that imports `module` from a file in `dir`, as a relative import (no extension). */
const specifier = (dir: string, module: string) => {
  const path = relative(dir, module).replace(/\.tsx?$/, '');
  return path.startsWith('.') ? path : `./${path}`;
};

// Two folders below each layer's own: a rule that matched the import's text, not its resolved path, let these through.
const DEEP = 'deep/deeper';

// The first case loads ESLint, its TypeScript parser and resolver, which takes seconds on a busy machine.
describe('import directions (docs/architecture.md#layers), on resolved paths', { timeout: 60_000 }, () => {
  // The architecture's directions, written out here: a zone dropped from the config fails one of them.
  it.each([
    ['schemas/cms', "import 'react';"],
    ['schemas/cms', 'src/engine/parse.ts'],
    ['src/engine', "import 'react';"],
    ['src/engine', 'src/blocks/registry.ts'],
    ['src/engine', "import 'ky';"],
    ['src/api', 'src/config/env.ts'],
    ['src/lib', 'src/features/product/product-loader.ts'],
    ['src/lib', "import 'react';"],
    ['src/lib', "import 'react-router-dom';"],
    ['src/lib', "import 'node:async_hooks';"],
    ['src/ui', 'src/blocks/registry.ts'],
    ['src/ui', 'src/api/cms.ts'],
    ['src/ui', 'src/app/router.tsx'],
    ['src/ui', 'src/state/menu.ts'],
    ['src/blocks/hero', 'src/blocks/goods/goods.tsx'],
    ['src/blocks/hero', 'src/features/product/product-loader.ts'],
    ['src/features/product', 'src/routes/home.tsx'],
    ['src/features/gifting', 'src/features/product/product-loader.ts'],
    ['src/features/shared/store', 'src/features/product/product-loader.ts'],
    ['src/features/shared/store', 'src/routes/home.tsx'],
    ['src/routes', 'src/app/router.tsx'],
    ['src/state', 'src/api/cms.ts'],
    ['src/state', 'src/features/shared/frame/frame-data.ts'],
    ['src/config', 'src/state/page.ts'],
    ['src/config', "import 'react';"],
    ['src/i18n', 'src/config/constants.ts'],
    ['tools', 'src/features/product/product-loader.ts'],
    ['tools', "import 'react';"],
    ['server', 'tools/cached-stack.ts'],
    ['server', "import 'msw';"],
    ['server', 'src/app/router.tsx'],
    ['server', 'fixtures/faults.ts'],
  ])('a file two folders inside %s may not import %s', async (folder, what) => {
    const dir = join(folder, DEEP);
    const source = what.startsWith('import') ? what : `import '${specifier(dir, what)}';`;
    expect(await violations(join(dir, 'x.ts'), source)).not.toEqual([]);
  });

  // Every zone of the config bites at depth: one probe a forbidden folder, in one lint run a zone.
  it.each(LAYERS.filter((l) => l.from.length && !l.target.includes('*')).map((l) => [l.target, l] as const))('every folder %s may not import is refused two folders down', async (_target, { target, from }) => {
    const dir = join(target, DEEP);
    const modules = from.map(moduleIn).filter(Boolean);
    const source = modules.map((module) => `import '${specifier(dir, module)}';`).join('\n');
    // Each import line refused (by one zone or more: a block's own and the blocks' folder's both hold the app out).
    expect(new Set((await findings(join(dir, 'x.ts'), source)).map((m) => m.line)).size).toBe(modules.length);
  });

  it.each([
    ['src/engine/x.ts', "import '../../schemas/common';"],
    ['src/blocks/hero/x.tsx', "import '../../ui/cms-link';"],
    ['src/blocks/hero/x.tsx', "import './hero.module.css';"],
    ['src/blocks/registry.ts', "import './hero/hero';"],
    ['src/features/product/x.ts', "import '../../api/product';"],
    ['src/routes/x.tsx', "import '../features/product/product-loader';"],
    ['tools/x.ts', "import '../src/engine/parse';"],
    ['tools/x.ts', "import '../src/api/client';"],
    ['src/features/gifting/x.ts', "import '../shared/content/cms-content';"],
    ['src/features/gifting/x.ts', "import './gifting-data';"],
    ['src/features/shared/store/x.ts', "import '../frame/frame-data';"],
    ['src/routes/x.tsx', "import './route-handle';"],
    ['src/routes/x.tsx', "import './home.module.css';"],
    ['src/routes/x.tsx', "import type { loader } from './home.data';"],
    ['src/state/x.ts', "import '../config/constants';"],
    ['src/config/x.ts', "import '../api/client';"],
    ['src/ui/x.ts', "import '../api/load';"],
    ['server/x.ts', "import '../schemas/security-policy';"],
    ['server/fixture-mode.ts', "import '../fixtures/faults';"],
  ])('%s may %s', async (file, source) => {
    expect(await violations(file, source)).toEqual([]);
  });

  it('refuses a route module importing another route\'s page', async () => {
    expect(await violations('src/routes/x.tsx', "import './home';")).not.toEqual([]);
  });
});

describe('no import circles', { timeout: 60_000 }, () => {
  it('refuses an import that closes a circle', async () => {
    // news-date imports format: format importing news-date would close the circle.
    const [result] = await eslint.lintText("import { newsDate } from './news-date';\nexport const x = newsDate;\n", { filePath: 'src/lib/format.ts' });
    expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});

describe('ui/ holds primitives (no API, no storage)', { timeout: 30_000 }, () => {
  const rulesHit = async (file: string, source: string) =>
    ((await eslint.lintText(`${source}\nexport {};\n`, { filePath: file }))[0]?.messages ?? []).map((m) => m.ruleId);

  it('refuses storage in src/ui and allows it in a feature', async () => {
    expect(await rulesHit('src/ui/x.ts', "localStorage.getItem('k');")).toContain('no-restricted-globals');
    expect(await rulesHit('src/features/shared/category/x.ts', "localStorage.getItem('k');")).not.toContain('no-restricted-globals');
  });
});

describe('a test file that replaces a module is named for its own module graph (vitest.config.ts)', { timeout: 30_000 }, () => {
  const mockLine = "import { vi } from 'vitest';\nvi.mock('../src/config/client');";
  const rulesHit = async (file: string) => ((await eslint.lintText(`${mockLine}\nexport {};\n`, { filePath: file }))[0]?.messages ?? []).map((m) => m.ruleId);

  it('refuses vi.mock in a file that shares its worker\'s modules and allows it in *.isolated.test', async () => {
    expect(await rulesHit('tests/unit/x.test.ts')).toContain('no-restricted-syntax');
    expect(await rulesHit('tests/components/x.test.tsx')).toContain('no-restricted-syntax');
    expect(await rulesHit('tests/unit/x.isolated.test.ts')).not.toContain('no-restricted-syntax');
  });
});

describe('settings are passed, not set', () => {
  const envWrites = async (file: string, source: string) =>
    (await (await eslint.lintText(`${source}\nexport {};\n`, { filePath: file }))[0]?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').length;

  it('refuses a write to process.env in the server, the site and the tools, and reading it stays allowed', async () => {
    expect(await envWrites('server/main.ts', "process.env.API_BASE_URL = 'http://x';")).toBe(1);
    expect(await envWrites('src/config/deep/deeper/x.ts', "process.env['BACKEND_TIMEOUT_MS'] = '1';")).toBe(1);
    expect(await envWrites('tools/prerender.ts', "process.env.API_BASE_URL = '';")).toBe(1);
    expect(await envWrites('server/main.ts', 'const base = process.env.API_BASE_URL;')).toBe(0);
  });

  it('leaves the process\'s own settings to the one module that writes them', async () => {
    expect(await envWrites('server/render-process.ts', "process.env.TZ = 'Asia/Shanghai';")).toBe(0);
  });
});
