import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

// A file that replaces a module (vi.mock) is named *.isolated.test.*: it gets a module graph of its own. Every other
// file shares its worker's modules with the files before it, which saves most of the run (ESLint holds the naming).
const ISOLATED = '**/*.isolated.test.{ts,tsx}';
const shared = { isolate: false, exclude: [...configDefaults.exclude, ISOLATED] };

export default defineConfig({
  plugins: [react()],
  // As in vite.config.ts: every toast call and the toaster share react-hot-toast's headless store.
  resolve: { alias: [{ find: /^react-hot-toast$/, replacement: 'react-hot-toast/headless' }] },
  test: {
    setupFiles: ['tests/setup.ts'],
    // The site's one API client, as these settings build it, talks to the fixture API (msw answers any origin).
    env: { VITE_API_BASE_URL: 'http://api.test', VITE_ACCESS_TOKEN: 'tok-123' },
    restoreMocks: true,
    // Workers share their globals between files too: a stubbed global or env var goes back after each test.
    unstubGlobals: true,
    unstubEnvs: true,
    // Both cores: Vitest 4 leaves one free by default, which runs this suite on a single worker in CI.
    maxWorkers: 2,
    // Worker threads, not processes: a module a file imports travels to its worker over a message port, not a pipe
    // (the whole run: 178 against 201 s of CPU).
    pool: 'threads',
    css: { modules: { classNameStrategy: 'non-scoped' } },
    projects: [
      { extends: true, test: { ...shared, name: 'components', environment: 'jsdom', include: ['tests/components/**/*.test.{ts,tsx}'] } },
      // No document to build for the tests of plain modules; a file that needs one says so (@vitest-environment jsdom).
      { extends: true, test: { ...shared, name: 'node', environment: 'node', include: ['tests/{unit,property,cli}/**/*.test.{ts,tsx}'] } },
      // The render server and the server entry, in one folder: `--project server` runs them alone.
      { extends: true, test: { ...shared, name: 'server', environment: 'node', include: ['tests/server/**/*.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'isolated', environment: 'node', include: [`tests/${ISOLATED}`] } },
    ],
  },
});
