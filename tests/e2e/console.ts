import { test as base, expect, type Page } from '@playwright/test';
import { WorkerTabs, sharedOptions } from './support/worker-tab';

/**
 * A test whose page fails the test on any console error or uncaught exception, and whose `page.goto` on a page of the site
 * (default waitUntil, JavaScript on) returns once the app has taken over the server's markup: before that a click or
 * a choice is the HTML's alone, which no visitor's test means to check. A page of the site that the app never takes
 * over fails its test there. A test of the page before hydration asks for `waitUntil: 'commit'` (or another) and gets
 * the page as it arrives.
 */
export const test = base.extend<{ consoleErrors: string[] }, { workerTabs: WorkerTabs }>({
  workerTabs: [
    async ({ browser }, use) => {
      const tabs = new WorkerTabs(browser);
      await use(tabs);
      await tabs.close();
    },
    { scope: 'worker' },
  ],
  // The worker's tab for the test's options (the project's, or what test.use changes of them).
  context: async ({ workerTabs, javaScriptEnabled, viewport, deviceScaleFactor }, use, testInfo) => {
    await use((await workerTabs.tab({ ...sharedOptions(testInfo.project.use), javaScriptEnabled, viewport, deviceScaleFactor })).context);
  },
  page: async ({ context, workerTabs, javaScriptEnabled }, use) => {
    const tab = await workerTabs.of(context);
    const page = await tab.take();
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
    await tab.reset(page);
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
