import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { WorkerTabs, sharedOptions } from './support/worker-tab';

/**
 * A test whose page fails the test on any console error or uncaught exception, and whose `page.goto` on a page of the site
 * (default waitUntil, JavaScript on) returns once the app has taken over the server's markup: before that a click or
 * a choice is the HTML's alone, which no visitor's test means to check. A page of the site that the app never takes
 * over fails its test there. A test of the page before hydration asks for `waitUntil: 'commit'` (or another) and gets
 * the page as it arrives. The page is the tab the worker keeps for the test's options, reset as a new visitor's
 * (support/worker-tab.ts), unless the test asks for a first visit.
 */
export const test = base.extend<{ consoleErrors: string[]; firstVisit: boolean }, { workerTabs: WorkerTabs }>({
  // A first visit: an empty HTTP cache, in a context of the test's own (what a slow phone's first load measures).
  firstVisit: [false, { option: true }],
  workerTabs: [
    async ({ browser }, use) => {
      const tabs = new WorkerTabs(browser);
      await use(tabs);
      await tabs.close();
    },
    { scope: 'worker' },
  ],
  // The worker's tab for the test's options (the project's, or what test.use changes of them), or a first visit's own.
  context: async ({ browser, workerTabs, javaScriptEnabled, viewport, deviceScaleFactor, firstVisit }, use, testInfo) => {
    const options = { ...sharedOptions(testInfo.project.use), javaScriptEnabled, viewport, deviceScaleFactor };
    if (!firstVisit) return use((await workerTabs.tab(options)).context);
    const context = await browser.newContext(options);
    await use(context);
    await context.close();
  },
  page: async ({ context, workerTabs, javaScriptEnabled, firstVisit }, use) => {
    const tab = firstVisit ? undefined : await workerTabs.of(context);
    const page = tab ? await tab.take() : await context.newPage();
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
    await tab?.reset(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(errorLine(message));
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'console errors').toEqual([]);
  },
});
export { expect };

/** A console error as a test reports it: Chromium's "Failed to load resource" line names no address, so its address follows. */
export function errorLine(message: ConsoleMessage): string {
  const text = message.text();
  return text.startsWith('Failed to load resource') ? `${text} ${message.location().url}` : text;
}
export type { Page };
