import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // As in vite.config.ts: every toast call and the toaster share react-hot-toast's headless store.
  resolve: { alias: [{ find: /^react-hot-toast$/, replacement: 'react-hot-toast/headless' }] },
  test: {
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // Both cores: Vitest 4 leaves one free by default, which runs this suite on a single worker in CI.
    maxWorkers: 2,
    css: { modules: { classNameStrategy: 'non-scoped' } },
    projects: [
      { extends: true, test: { name: 'components', environment: 'jsdom', include: ['tests/components/**/*.test.{ts,tsx}'] } },
      // No document to build for the tests of plain modules; a file that needs one says so (@vitest-environment jsdom).
      { extends: true, test: { name: 'node', environment: 'node', include: ['tests/{unit,property,cli}/**/*.test.{ts,tsx}'] } },
      // The render server and the server entry, in one folder: `--project server` runs them alone.
      { extends: true, test: { name: 'server', environment: 'node', include: ['tests/server/**/*.test.{ts,tsx}'] } },
    ],
  },
});
