import { axeViolations, preloadAxe, settled } from './axe';
import { errorLine, expect, test, type Page } from './console';
import { routeSamples } from './route-samples';

// One test per route of the route table (tests/unit/route-samples.test.ts fails when a route has no sample), one page
// load each at both widths: the page hydrates its markup, then axe judges it at rest. At 1440px a repeat visit follows
// (the browser's cache warm: the page's chunks arrive at once), which must hydrate as the first did; what the cache
// holds does not depend on the width. React recovers from a mismatch by throwing the markup away and rendering afresh,
// which the entry reports as '[hydration] recovered…'; that line, or any other console error, fails the route.
test.beforeEach(async ({ page }) => preloadAxe(page));

/** Console errors and uncaught exceptions from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(errorLine(message))));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Opens `path` (its goto returns once the app has taken the page over) and checks it hydrated without a console error. */
async function expectHydrated(page: Page, path: string, errors: string[], visit: string): Promise<void> {
  const answer = await page.goto(path);
  // Rich text hydrates in a boundary of its own once the sanitiser's chunk is there: React has taken each one
  // over when its node carries React's fiber (a node left dehydrated has none).
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-rich-text]')].every((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))),
  );
  // A page that answers 404 (an expired short link) says so in the console as the browser loads it: that is its status, not an error.
  const status = answer?.status() ?? 0;
  expect(errors.filter((line) => !(status === 404 && line.includes('status of 404'))), `${visit} visit`).toEqual([]);
}

for (const [id, path] of Object.entries(routeSamples)) {
  test(`${id} (${path}): hydrates its markup, and has no moderate, serious or critical axe violation`, async ({ page, isMobile }) => {
    const errors = consoleErrors(page);
    await expectHydrated(page, path, errors, 'first');
    await settled(page);
    expect(await axeViolations(page, 'moderate')).toEqual([]);
    if (!isMobile) await expectHydrated(page, path, errors, 'repeat');
  });
}
