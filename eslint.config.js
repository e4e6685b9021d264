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
  // Import directions of ARCHITECTURE.md: schemas <- engine <- (lib, ui, blocks) <- features <- pages <- app.
  restrict(['schemas/**'], {
    packages: [...react, 'ky'], folders: ['(^|/)src/'],
    why: 'schemas/ is zod only: shared by the site and the CLI.',
  }),
  restrict(['src/engine/**'], {
    packages: [...react, 'ky'], folders: ['^\\.\\./(api|app|blocks|config|features|i18n|lib|pages|state|ui)(/|$)'],
    why: 'src/engine is pure TypeScript: it imports schemas/ only.',
  }),
  restrict(['src/api/**'], {
    packages: react, folders: ['^\\.\\./(app|blocks|config|features|pages|state|ui)(/|$)'],
    why: 'src/api is shared with the CLI: explicit config, no React, no build settings.',
  }),
  restrict(['src/lib/**', 'src/ui/**'], {
    folders: ['^\\.\\./(app|blocks|features|pages)(/|$)'],
    why: 'lib/ and ui/ sit below blocks, features, pages and app.',
  }),
  // ui/ holds primitives: what they show comes in from features (through props or context), never from the API or storage.
  restrict(['src/ui/**'], {
    folders: ['^\\.\\./(api|app|blocks|features|pages)(/|$)'],
    why: 'ui/ holds primitives: no API calls, and it sits below blocks, features, pages and app.',
  }),
  {
    files: ['src/ui/**'],
    rules: { 'no-restricted-globals': ['error', ...['localStorage', 'sessionStorage'].map((name) => ({ name, message: 'ui/ holds primitives: storage belongs to a feature.' }))] },
  },
  restrict(['src/blocks/**'], {
    folders: ['^\\.\\./\\.\\./(app|features|pages)(/|$)', '^\\.\\./(?!\\.\\.)[^/]+/'],
    why: 'A block imports neither features, pages, app nor another block.',
  }),
  // The files beside the block folders (registry, block tree, boundary) sit one level up: '../engine' is theirs.
  restrict(['src/blocks/*.{ts,tsx}'], {
    folders: ['^\\.\\./(app|features|pages)(/|$)'],
    why: 'The block registry and tree import neither features, pages nor app.',
  }),
  restrict(['src/features/**'], { folders: ['^(\\.\\./)+(app|pages)(/|$)'], why: 'features/ sit below pages and app.' }),
  restrict(['src/pages/**'], { folders: ['^\\.\\./app(/|$)'], why: 'pages/ sit below app.' }),
  restrict(['tools/**'], {
    packages: react, folders: ['(^|/)src/(app|blocks|config|features|i18n|lib|pages|state|ui)(/|$)'],
    why: 'tools/ import only schemas/, src/engine and src/api.',
  }),
);
