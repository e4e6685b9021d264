import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // As in vite.config.ts: every toast call and the toaster share react-hot-toast's headless store.
  resolve: { alias: [{ find: /^react-hot-toast$/, replacement: 'react-hot-toast/headless' }] },
  test: {
    environment: 'jsdom',
    include: ['tests/{unit,property,components,cli}/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // Both cores: Vitest 4 leaves one free by default, which runs this suite on a single worker in CI.
    maxWorkers: 2,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
