// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The no-restricted-imports messages ESLint gives one import line placed in `file`. */
async function violations(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// The first case loads ESLint and its TypeScript parser, which takes seconds on a busy machine.
describe('import directions (docs/architecture.md)', { timeout: 30_000 }, () => {
  it.each([
    ['schemas/cms/x.ts', "import 'react';"],
    ['schemas/cms/x.ts', "import '../../src/engine/parse';"],
    ['src/engine/x.ts', "import 'react';"],
    ['src/engine/x.ts', "import '../blocks/registry';"],
    ['src/engine/x.ts', "import 'ky';"],
    ['src/api/x.ts', "import '../config/env';"],
    ['src/lib/x.ts', "import '../features/product/x';"],
    ['src/ui/x.ts', "import '../blocks/registry';"],
    ['src/ui/x.ts', "import '../api/cms';"],
    ['src/blocks/hero/x.tsx', "import '../goods/goods';"],
    ['src/blocks/hero/x.tsx', "import '../../features/product/x';"],
    ['src/features/product/x.ts', "import '../../routes/home';"],
    ['src/routes/x.tsx', "import '../app/router';"],
    ['tools/x.ts', "import '../src/features/product/x';"],
    ['tools/x.ts', "import 'react';"],
    ['src/features/gifting/x.ts', "import '../contact/contact-data';"],
    ['src/features/shared/store/x.ts', "import '../../product/x';"],
    ['src/features/shared/store/x.ts', "import '../../../routes/home';"],
    ['src/routes/x.tsx', "import './home';"],
    ['src/state/x.ts', "import '../api/cms';"],
    ['src/state/x.ts', "import '../features/shared/frame/frame-data';"],
    ['src/config/x.ts', "import '../state/page';"],
    ['src/config/x.ts', "import 'react';"],
    ['src/i18n/x.ts', "import '../config/constants';"],
    ['server/x.ts', "import '../tools/cached-stack';"],
    ['server/x.ts', "import 'msw';"],
    ['server/x.ts', "import '../src/app/router';"],
  ])('%s may not %s', async (file, source) => {
    expect(await violations(file, source)).not.toEqual([]);
  });

  it.each([
    ['src/engine/x.ts', "import '../../schemas/common';"],
    ['src/blocks/hero/x.tsx', "import '../../ui/cms-link';"],
    ['src/blocks/hero/x.tsx', "import './hero.module.css';"],
    ['src/blocks/registry.ts', "import './hero/hero';"],
    ['src/features/product/x.ts', "import '../../api/product';"],
    ['src/routes/x.tsx', "import '../features/product/x';"],
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
    ['server/x.ts', "import '../schemas/security-policy';"],
  ])('%s may %s', async (file, source) => {
    expect(await violations(file, source)).toEqual([]);
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
