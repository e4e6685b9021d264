import { test as base, expect, type Page } from '@playwright/test';

/**
 * A test whose page fails the test on any console error or uncaught exception, and whose `page.goto` on a page of the site
 * (default waitUntil, JavaScript on) returns once the app has taken over the server's markup: before that a click or
 * a choice is the HTML's alone, which no visitor's test means to check. A test of the page before hydration asks for
 * `waitUntil: 'commit'` (or another) and gets the page as it arrives.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const onSite = await page.evaluate(() => document.getElementById('root') !== null).catch(() => false);
      if (javaScriptEnabled && options?.waitUntil === undefined && onSite) {
        // A page that leaves at once (an external short link) never gets there: its own assertions tell.
        await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, { timeout: 10_000 }).catch(() => undefined);
      }
      return response;
    };
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'console errors').toEqual([]);
  },
});
export { expect };
export type { Page };
