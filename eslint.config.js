import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

const react = ['react', 'react-dom', 'react-dom/*', 'react-router-dom', 'jotai', 'react-helmet-async', 'react-hot-toast'];
/** The folders below `dir` (a block's, a feature's), read when the config loads: a new one is held to the rules at once. */
const foldersOf = (dir) => readdirSync(new URL(dir, import.meta.url), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

/**
 * One folder's layer rule: the folders (on resolved paths, so no depth of nesting escapes it) and the packages it may not
 * import. `except` names files of a forbidden folder that stay allowed, relative to it.
 */
const layer = (target, { from = [], except, packages = [], why }) => ({ target, from, packages, except, why });

/** The import directions of docs/architecture.md#layers, folder by folder. */
const src = (...names) => names.map((name) => `./src/${name}`);
export const LAYERS = [
  layer('./schemas', { from: ['./src', './server', './tools', './fixtures'], packages: [...react, 'ky'], why: 'schemas/ is zod only: shared by the site and the CLI.' }),
  layer('./src/engine', { from: src('api', 'app', 'blocks', 'config', 'features', 'i18n', 'lib', 'routes', 'state', 'ui'), packages: [...react, 'ky'], why: 'src/engine is pure TypeScript: it imports schemas/ only.' }),
  layer('./src/api', { from: src('app', 'blocks', 'config', 'features', 'lib', 'routes', 'state', 'ui'), packages: react, why: 'src/api is shared with the CLI: explicit config, no React, no build settings.' }),
  layer('./src/lib', { from: src('api', 'app', 'blocks', 'config', 'features', 'routes', 'state', 'ui'), packages: [...react, 'ky', 'react-router', 'node:*'], why: 'src/lib holds pure helpers: schemas/, the engine and the strings, no React, no router, no server.' }),
  // The loading idiom (src/api/load.ts) is no call: useAction runs the call a feature hands it through it.
  layer('./src/ui', { from: src('api', 'app', 'blocks', 'features', 'routes', 'state/menu.ts'), except: ['./load.ts'], why: 'ui/ holds primitives: no API calls, no header state, and it sits below blocks, features, routes and app.' }),
  ...foldersOf('./src/blocks').map((block) =>
    layer(`./src/blocks/${block}`, { from: [...src('app', 'features', 'routes'), ...foldersOf('./src/blocks').filter((b) => b !== block).map((b) => `./src/blocks/${b}`)], why: 'A block imports neither features, routes, app nor another block.' })),
  layer('./src/blocks', { from: src('app', 'features', 'routes'), why: 'The blocks, their registry and tree import neither features, routes nor app.' }),
  ...foldersOf('./src/features').filter((f) => f !== 'shared').map((feature) =>
    layer(`./src/features/${feature}`, { from: [...src('app', 'routes'), ...foldersOf('./src/features').filter((f) => f !== feature && f !== 'shared').map((f) => `./src/features/${f}`)], why: 'A feature imports no other feature, only src/features/shared/, and sits below routes and app.' })),
  layer('./src/features/shared', { from: [...src('app', 'routes'), ...foldersOf('./src/features').filter((f) => f !== 'shared').map((f) => `./src/features/${f}`)], why: 'A shared feature imports only other shared features, and sits below routes and app.' }),
  layer('./src/routes', { from: src('app'), why: 'routes/ sit below app.' }),
  layer('./src/state', { from: src('api', 'app', 'blocks', 'engine', 'features', 'lib', 'routes', 'ui'), packages: ['ky'], why: 'state/ holds atoms only: it imports config/ and i18n/, nothing that fetches or renders.' }),
  layer('./src/config', { from: src('app', 'blocks', 'engine', 'features', 'i18n', 'lib', 'routes', 'state', 'ui'), packages: react, why: 'config/ reads the build settings and configures the API client: it imports schemas/ and src/api only.' }),
  layer('./src/i18n', { from: ['./schemas', ...src('api', 'app', 'blocks', 'config', 'engine', 'features', 'lib', 'routes', 'state', 'ui')], packages: [...react, 'ky'], why: 'i18n/ holds the strings users see: it imports nothing.' }),
  // The render server runs in production on the runtime dependencies alone; the app reaches it built (dist-ssr/).
  layer('./server', { from: ['./tools', ...src('app', 'blocks', 'features', 'routes', 'state', 'ui')], packages: [...react, 'msw', 'sharp'], why: 'server/ runs on the runtime dependencies: never tools/, the app\'s React code (built into dist-ssr/) or the fixtures\' dev packages.' }),
  // The bundled fixtures are known to one module alone, which main.ts uses only when it starts them.
  layer('./server/**/!(fixture-mode).ts', { from: ['./fixtures'], why: 'server/ knows the fixtures through server/fixture-mode.ts alone: production runs without them.' }),
  layer('./tools', { from: src('app', 'blocks', 'config', 'features', 'i18n', 'lib', 'routes', 'state', 'ui'), packages: react, why: 'tools/ import only schemas/, src/engine and src/api.' }),
];

/** Each layer's packages, by name (`no-restricted-imports`; a `/*` entry refuses the package's subpaths). */
const packageRule = ({ target, packages, why }) => ({
  files: [`${target.slice(2)}/**`],
  rules: {
    'no-restricted-imports': ['error', {
      paths: packages.filter((name) => !name.endsWith('*')).map((name) => ({ name, message: why })),
      patterns: [{ group: packages.filter((name) => name.endsWith('*')), message: why }].filter((g) => g.group.length),
    }],
  },
});

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'dist-prerendered', 'node_modules', 'test-results', 'playwright-report', 'fixtures/recorded'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  // Playwright fixtures call their continuation `use`, which is no React hook.
  { files: ['tests/e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // Vitest's workers share modules between files (vitest.config.ts): a file that replaces one needs a graph of its own.
  {
    files: ['tests/**/*.test.{ts,tsx}'],
    ignores: ['tests/**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
        message: 'A file that replaces a module runs in a module graph of its own: name it *.isolated.test.ts(x).',
      }],
    },
  },
  // A render's dependencies are passed (the server entry's createRenderer, React Router's request context), never set
  // in the environment for a module to read: only the process's own settings (React's build, the time zone) are written.
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'tools/**/*.ts'],
    ignores: ['server/render-process.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "AssignmentExpression[left.object.object.name='process'][left.object.property.name='env']",
        message: 'Pass the setting to what needs it (createRenderer, createSiteApp): a module that reads process.env at import depends on who ran first.',
      }],
    },
  },
  // Import directions (docs/architecture.md#layers), on the resolved path of every import: one zone a layer.
  {
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are modules too (their imports are followed for circles), parsed by typescript-eslint.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', {
        zones: LAYERS.filter((l) => l.from.length).map(({ target, from, except, why }) => ({ target, from, ...(except && { except }), message: why })),
      }],
      // A circle of imports has no bottom layer: each side loads half-made.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Packages are names, not paths: each layer's by no-restricted-imports. A more specific folder comes later and wins.
  ...LAYERS.filter((l) => l.packages.length).map(packageRule),
  {
    files: ['src/ui/**'],
    rules: { 'no-restricted-globals': ['error', ...['localStorage', 'sessionStorage'].map((name) => ({ name, message: 'ui/ holds primitives: storage belongs to a feature.' }))] },
  },
  // A route module joins a feature to the router: it never imports another route's page; a page takes its loader's type
  // from its data module (a value import there is hydration-graph.test's to refuse).
  {
    files: ['src/routes/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\./(?!(.*(-handles?|\\.module\\.css|\\.data)|content-pages)$)', message: 'route modules share only handles, data modules, stylesheets and the content pages\' table, never another route\'s page.' }] }],
    },
  },
);
