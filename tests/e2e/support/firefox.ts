import { existsSync } from 'node:fs';
import { test as base, expect } from '@playwright/test';
import puppeteer, { type Browser, type Page, type Viewport } from 'puppeteer-core';
import { hydrated } from './hydrated';

/**
 * Firefox ESR (Debian's firefox-esr) driven by puppeteer-core over WebDriver BiDi, since Playwright drives only its own
 * Firefox builds. A worker starts one Firefox (about 10 s on the 2-core runner); each test gets a tab in a browser
 * context of its own (a new visitor: no cookies, storage or cache) at the test's viewport, and fails on any console
 * error, uncaught exception or HTTP error answer the page met, as console.ts's tests do in Chromium.
 */
export interface FirefoxTab {
  page: Page;
  /** Opens `path` of the site and returns once the app has taken the page over, its rich text included. */
  open(path: string): Promise<void>;
}

/** FIREFOX_PATH points elsewhere when needed, as CHROMIUM_PATH does for Chromium. */
const executablePath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * The page's viewport. Puppeteer sends BiDi's emulation.setScreenOrientationOverride beside every setViewport, and
 * Firefox ESR 140 answers it "unknown command": the viewport itself is set (each test reads the
 * window's width), so that refusal alone is let pass.
 */
async function setViewport(page: Page, viewport: Viewport): Promise<void> {
  await page.setViewport(viewport).catch((error: Error) => {
    if (!error.message.includes('unknown command emulation.setScreenOrientationOverride')) throw error;
  });
}

/**
 * Resolves once `state` holds in the page, checked each frame. Puppeteer's waitForFunction builds its predicate with
 * eval, which the site's CSP refuses in Firefox ESR 140.12 (its console then holds the refusal): a function handed
 * over whole runs as WebDriver's own script, outside the page's policy.
 */
export const untilInPage = async (page: Page, state: () => boolean): Promise<void> => {
  await page.evaluate(`new Promise((resolve) => { const check = () => ((${state.toString()})() ? resolve(true) : requestAnimationFrame(check)); check(); })`);
};

export const test = base.extend<{ firefox: FirefoxTab }, { firefoxBrowser: Browser }>({
  firefoxBrowser: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const browser = await puppeteer.launch({ browser: 'firefox', protocol: 'webDriverBiDi', executablePath, headless: true });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  firefox: async ({ firefoxBrowser, viewport, baseURL }, use) => {
    const context = await firefoxBrowser.createBrowserContext();
    const page = await context.newPage();
    // Below the test's 30 s, so a wait that fails says what it waited for.
    page.setDefaultTimeout(20_000);
    if (viewport) await setViewport(page, viewport);
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
    // Chromium says "Failed to load resource" in the console for these; Firefox does not.
    page.on('response', (response) => void (response.status() >= 400 && errors.push(`HTTP ${response.status()} ${response.url()}`)));
    const open = async (path: string) => {
      await page.goto(new URL(path, baseURL).href);
      await untilInPage(page, hydrated);
    };
    await use({ page, open });
    await context.close();
    expect(errors, 'console errors').toEqual([]);
  },
});

export const firefoxSkip = () => test.skip(!existsSync(executablePath), `Firefox ESR is not installed at ${executablePath} (apt-get install firefox-esr)`);
export { expect };
