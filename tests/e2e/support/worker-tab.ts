import type { Browser, BrowserContext, Page, PlaywrightTestOptions, PlaywrightWorkerOptions } from '@playwright/test';

/**
 * A browser tab a worker keeps for its tests (one for each set of context options they ask for). A fresh tab starts a
 * renderer with a cold script engine: it costs a page load twice the main-thread work of the same load in a tab that
 * has loaded the site before (about 1.5 s against 0.75 s on the 2-core runner), and the suite is mostly page loads.
 * Each test gets the tab as a new visitor would: no cookies, storage, history, routes, listeners, init scripts,
 * headers or emulation left by the test before; what stays is the HTTP cache, as in a visitor's own browser. A test
 * that installs a clock or opens a DevTools session (throttling, network conditions) leaves a tab that cannot be
 * reset, so the next test gets a new one.
 */
export interface WorkerTab {
  context: BrowserContext;
  /** The tab for the next test, reset (a new one after a test that closed or spent it). */
  take(): Promise<Page>;
  /** Undoes what the test did to the tab and its context. */
  reset(page: Page): Promise<void>;
}

type ProjectUse = PlaywrightTestOptions & PlaywrightWorkerOptions;

/** The context options of a project's tests (test.use changes javaScriptEnabled, viewport or deviceScaleFactor of them). */
export const sharedOptions = (use: Partial<ProjectUse>) => ({
  viewport: use.viewport,
  screen: use.screen,
  deviceScaleFactor: use.deviceScaleFactor,
  isMobile: use.isMobile,
  hasTouch: use.hasTouch,
  userAgent: use.userAgent,
  baseURL: use.baseURL,
  javaScriptEnabled: use.javaScriptEnabled ?? true,
});

type ContextOptions = ReturnType<typeof sharedOptions>;

export class WorkerTabs {
  private readonly tabs = new Map<string, Promise<WorkerTab>>();

  constructor(private readonly browser: Browser) {}

  /** The tab for these options, opened on first use. */
  async tab(options: ContextOptions): Promise<WorkerTab> {
    const key = JSON.stringify(options);
    if (!this.tabs.has(key)) this.tabs.set(key, openWorkerTab(this.browser, options));
    return this.tabs.get(key) as Promise<WorkerTab>;
  }

  /** The tab whose context this is. */
  async of(context: BrowserContext): Promise<WorkerTab> {
    for (const tab of this.tabs.values()) if ((await tab).context === context) return tab;
    throw new Error('a context the worker did not open');
  }

  async close(): Promise<void> {
    for (const tab of this.tabs.values()) await (await tab).context.close();
  }
}

async function openWorkerTab(browser: Browser, options: ContextOptions): Promise<WorkerTab> {
  const context = await browser.newContext(options);
  let page: Page | undefined;
  // Init scripts a test adds, and listeners on its tab and context: removed after it (the next test's pages would meet them).
  const added: { dispose(): Promise<void> }[] = [];
  const listening: [Page | BrowserContext, string, (...args: unknown[]) => unknown][] = [];
  let spent = false;

  // Only the test's own listeners go: Playwright listens on the same objects for itself.
  const recordListeners = (target: Page | BrowserContext) => {
    const record = target as unknown as Record<'on' | 'once' | 'addListener' | 'prependListener', (event: string, listener: (...args: unknown[]) => unknown) => unknown>;
    for (const method of ['on', 'once', 'addListener', 'prependListener'] as const) {
      const original = record[method].bind(target);
      record[method] = (event, listener) => {
        listening.push([target, event, listener]);
        return original(event, listener);
      };
    }
  };
  recordListeners(context);
  const newCDPSession = context.newCDPSession.bind(context);
  context.newCDPSession = (target) => {
    spent = true;
    return newCDPSession(target);
  };

  const watch = (tab: Page) => {
    recordListeners(tab);
    const addInitScript = tab.addInitScript.bind(tab);
    tab.addInitScript = (async (...args: Parameters<Page['addInitScript']>) => {
      const disposable = await addInitScript(...args);
      added.push(disposable);
      return disposable;
    }) as Page['addInitScript'];
    const install = tab.clock.install.bind(tab.clock);
    tab.clock.install = (options) => {
      spent = true;
      return install(options);
    };
  };

  return {
    context,
    async take() {
      if (!page || page.isClosed()) {
        page = await context.newPage();
        watch(page);
      }
      return page;
    },
    async reset(tab) {
      for (const other of context.pages()) if (other !== tab) await other.close();
      await Promise.all(added.splice(0).map((disposable) => disposable.dispose()));
      for (const [target, event, listener] of listening.splice(0)) (target as unknown as { off(event: string, listener: unknown): void }).off(event, listener);
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await Promise.all([context.clearCookies(), context.clearPermissions(), context.setOffline(false), context.setExtraHTTPHeaders({})]);
      // A tab the test closed leaves no page to clear the storage from: no test closes its tab.
      if (tab.isClosed()) return;
      await tab.unrouteAll({ behavior: 'ignoreErrors' });
      // The site's storage goes from the test's last page (an origin's storage outlives its tab in the context).
      await tab.evaluate(() => {
        try {
          localStorage.clear();
          sessionStorage.clear();
        } catch {
          // An opaque origin (about:blank, a data: page) has no storage to clear.
        }
      });
      if (spent) {
        spent = false;
        await tab.close();
        return;
      }
      // The tab stays on the test's last page, in its renderer (about:blank would start another): the next test's goto leaves it.
      const cdp = await newCDPSession(tab);
      await cdp.send('Page.resetNavigationHistory');
      await cdp.detach();
      await Promise.all([
        tab.setExtraHTTPHeaders({}),
        tab.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null, contrast: null }),
        options.viewport ? tab.setViewportSize(options.viewport) : undefined,
      ]);
    },
  };
}
