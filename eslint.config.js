import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const react = ['react', 'react-dom', 'react-dom/*', 'react-router-dom', 'jotai', 'react-helmet-async', 'react-hot-toast'];
/** `no-restricted-imports` for one folder: the packages and the folders (regexes on the import path) it may not use. */
const restrict = (files, { packages = [], folders = [], why }) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', {
      paths: packages.map((name) => ({ name, message: why })),
      patterns: [
        ...(packages.length ? [{ group: packages.filter((p) => p.endsWith('/*')), message: why }].filter((g) => g.group.length) : []),
        ...folders.map((regex) => ({ regex, message: why })),
      ],
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
  // Import directions of ARCHITECTURE.md: schemas <- engine <- (lib, ui, blocks) <- features <- routes <- app.
  restrict(['schemas/**'], {
    packages: [...react, 'ky'], folders: ['(^|/)src/'],
    why: 'schemas/ is zod only: shared by the site and the CLI.',
  }),
  restrict(['src/engine/**'], {
    packages: [...react, 'ky'], folders: ['^\\.\\./(api|app|blocks|config|features|i18n|lib|routes|state|ui)(/|$)'],
    why: 'src/engine is pure TypeScript: it imports schemas/ only.',
  }),
  restrict(['src/api/**'], {
    packages: react, folders: ['^\\.\\./(app|blocks|config|features|routes|state|ui)(/|$)'],
    why: 'src/api is shared with the CLI: explicit config, no React, no build settings.',
  }),
  restrict(['src/lib/**', 'src/ui/**'], {
    folders: ['^\\.\\./(app|blocks|features|routes)(/|$)'],
    why: 'lib/ and ui/ sit below blocks, features, routes and app.',
  }),
  // ui/ holds primitives: what they show comes in from features (through props or context), never from the API or storage.
  restrict(['src/ui/**'], {
    folders: ['^\\.\\./(api|app|blocks|features|routes)(/|$)'],
    why: 'ui/ holds primitives: no API calls, and it sits below blocks, features, routes and app.',
  }),
  {
    files: ['src/ui/**'],
    rules: { 'no-restricted-globals': ['error', ...['localStorage', 'sessionStorage'].map((name) => ({ name, message: 'ui/ holds primitives: storage belongs to a feature.' }))] },
  },
  restrict(['src/blocks/**'], {
    folders: ['^\\.\\./\\.\\./(app|features|routes)(/|$)', '^\\.\\./(?!\\.\\.)[^/]+/'],
    why: 'A block imports neither features, routes, app nor another block.',
  }),
  // The files beside the block folders (registry, block tree, boundary) sit one level up: '../engine' is theirs.
  restrict(['src/blocks/*.{ts,tsx}'], {
    folders: ['^\\.\\./(app|features|routes)(/|$)'],
    why: 'The block registry and tree import neither features, routes nor app.',
  }),
  // A feature imports no other feature but the shared ones (src/features/shared/, used by several); a shared feature
  // imports only shared ones. Both sit below routes and app.
  restrict(['src/features/**'], {
    folders: ['^(\\.\\./)+(app|routes)(/|$)', '^\\.\\./(?!shared/)[^./][^/]*/'],
    why: 'A feature imports no other feature, only src/features/shared/, and sits below routes and app.',
  }),
  restrict(['src/features/shared/**'], {
    folders: ['^(\\.\\./)+(app|routes)(/|$)', '^\\.\\./\\.\\./(?!shared/)[^./][^/]*/'],
    why: 'A shared feature imports only other shared features, and sits below routes and app.',
  }),
  // A route module joins a feature to the router: it imports features and what they use, never the app or another route's
  // page; a page takes its loader's type from its data module (a value import there is hydration-graph.test's to refuse).
  restrict(['src/routes/**'], {
    folders: ['^\\.\\./app(/|$)', '^\\./(?!(.*(-handles?|\\.module\\.css|\\.data)|content-pages)$)'],
    why: 'routes/ sit below app; route modules share only handles, data modules, stylesheets and the content pages\' table, never another route\'s page.',
  }),
  // Shared state is atoms over config and strings: no API, no feature, no UI.
  restrict(['src/state/**'], {
    packages: ['ky'], folders: ['^\\.\\./(api|app|blocks|engine|features|lib|routes|ui)(/|$)'],
    why: 'state/ holds atoms only: it imports config/ and i18n/, nothing that fetches or renders.',
  }),
  // The build's settings and the API client's configuration: nothing above the API.
  restrict(['src/config/**'], {
    packages: react, folders: ['^\\.\\./(app|blocks|engine|features|i18n|lib|routes|state|ui)(/|$)'],
    why: 'config/ reads the build settings and configures the API client: it imports schemas/ and src/api only.',
  }),
  restrict(['src/i18n/**'], {
    packages: [...react, 'ky'], folders: ['^\\.\\./'],
    why: 'i18n/ holds the strings users see: it imports nothing.',
  }),
  // The render server runs in production on the runtime dependencies alone; the app reaches it built (dist-ssr/).
  // The bundled fixtures are known to one module alone (server/fixture-mode.ts), which main.ts uses only when it starts them.
  {
    ...restrict(['server/**'], {
      packages: [...react, 'msw', 'sharp'], folders: ['(^|/)tools/', '(^|/)src/(app|blocks|features|routes|state|ui)(/|$)', '(^|/)fixtures/'],
      why: 'server/ runs on the runtime dependencies: never tools/, the app\'s React code (built into dist-ssr/), the fixtures (server/fixture-mode.ts\'s alone) or their dev packages.',
    }),
    ignores: ['server/fixture-mode.ts'],
  },
  restrict(['server/fixture-mode.ts'], {
    packages: [...react, 'msw', 'sharp'], folders: ['(^|/)tools/', '(^|/)src/(app|blocks|features|routes|state|ui)(/|$)'],
    why: 'The fixture mode loads the fixture server at run time (its dev packages with it), never at import.',
  }),
  restrict(['tools/**'], {
    packages: react, folders: ['(^|/)src/(app|blocks|config|features|i18n|lib|routes|state|ui)(/|$)'],
    why: 'tools/ import only schemas/, src/engine and src/api.',
  }),
);
