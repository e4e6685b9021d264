import { test as base, expect, type Page } from '@playwright/test';
import { openWorkerTab, sharedOptions, type WorkerTab } from './support/worker-tab';

/**
 * A test whose page fails the test on any console error or uncaught exception, and whose `page.goto` on a page of the site
 * (default waitUntil, JavaScript on) returns once the app has taken over the server's markup: before that a click or
 * a choice is the HTML's alone, which no visitor's test means to check. A page of the site that the app never takes
 * over fails its test there. A test of the page before hydration asks for `waitUntil: 'commit'` (or another) and gets
 * the page as it arrives.
 */
export const test = base.extend<{ consoleErrors: string[] }, { workerTab: WorkerTab }>({
  workerTab: [
    async ({ browser }, use, workerInfo) => {
      const tab = await openWorkerTab(browser, workerInfo.project.use);
      await use(tab);
      await tab.context.close();
    },
    { scope: 'worker' },
  ],
  // The worker's tab, unless the test asks for options the project's tests do not share (test.use): then a context of its own.
  context: async ({ browser, workerTab, javaScriptEnabled, viewport, deviceScaleFactor }, use, testInfo) => {
    const shared = sharedOptions(testInfo.project.use);
    const own = { ...shared, javaScriptEnabled, viewport, deviceScaleFactor };
    if (JSON.stringify(own) === JSON.stringify(shared)) return use(workerTab.context);
    const context = await browser.newContext(own);
    await use(context);
    await context.close();
  },
  page: async ({ context, workerTab, javaScriptEnabled }, use) => {
    const shared = context === workerTab.context;
    const page = shared ? await workerTab.take() : await context.newPage();
    const goto = page.goto;
    page.goto = async (url, options) => {
      const response = await goto.call(page, url, options);
      if (javaScriptEnabled && options?.waitUntil === undefined) {
        // A page that leaves the site (an external short link) has no #root: its own assertions tell. The wait outlives
        // a navigation, and takes what is left of the test's time: a busy machine hydrates late, never not at all.
        await base.step(`the app takes over ${url}`, () =>
          page.waitForFunction(() => document.getElementById('root') === null || document.documentElement.dataset.app === 'ready'),
        { box: true });
      }
      return response;
    };
    await use(page);
    page.goto = goto;
    if (shared) await workerTab.reset(page);
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
