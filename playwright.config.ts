import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4321);

// Debian's Chromium (no browser downloads here); CHROMIUM_PATH points elsewhere when needed.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

// What the width cannot change runs at one width. At 1440px: HTTP answers (the server sees no width), nginx, the server's
// start, the fault matrix (its frame is checked at 390px by the other specs) and the editors' preview (editors work at a
// desk). At 390px, where most visitors are: the flows whose steps and controls are the same at every width. In a spec
// that runs at both, a test of such a flow is tagged @phone, and one of a desktop's own controls (arrow keys) @desktop;
// every screen is still judged at both widths by a11y-routes and look. Parts of specs skip a width themselves.
const spec = (name: string) => `${name}.spec.ts`;
const DESKTOP_ONLY = ['nginx', 'nginx-production', 'nginx-restart', 'nginx-conf-cli', 'slow-backend', 'production-start', 'fault-matrix', 'preview', 'firefox', 'html-valid'].map(spec);
const PHONE_ONLY = ['club-auth', 'dead-ends', 'in-viewport', 'jobs', 'news', 'progressive-actions', 'progressive-jobs', 'smoke', 'store-finder', 'verification'].map(spec);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two workers on the 2-core runner: three took 13.0 min for the suite against 11.5 with two (2026-11-28, same build).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retries, in CI too: a test that passes only on a second try is a bug in the test or the product.
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: { baseURL: `http://127.0.0.1:${port}`, launchOptions, trace: 'off' },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions }, testIgnore: PHONE_ONLY, grepInvert: /@phone\b/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions }, testIgnore: DESKTOP_ONLY, grepInvert: /@desktop\b/ },
  ],
  webServer: {
    command: 'npm run serve',
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
