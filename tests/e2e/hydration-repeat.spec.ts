import { expect, test } from './console';
import { routeSamples } from './route-samples';

// A repeat visit (the browser's cache warm: the page's chunks arrive at once) must hydrate the server's markup as
// a first visit does. React recovers from a mismatch by throwing the markup away and rendering afresh, which the
// entry reports as '[hydration] recovered…'; that line, or any other console error, fails the route.

test.skip(({ isMobile }) => isMobile, 'what the cache holds does not depend on the width');

for (const [id, path] of Object.entries(routeSamples)) {
  test(`${id} (${path}) hydrates its markup on the first visit and on a repeat visit`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    page.on('pageerror', (error) => errors.push(error.message));
    for (const visit of ['first', 'repeat']) {
      const answer = await page.goto(path);
      // Hydrated (or, for a page the server does not render, rendered): the app has taken the page over.
      await expect(page.locator('html[data-app="ready"]'), `${visit} visit`).toBeAttached();
      // Rich text hydrates in a boundary of its own once the sanitiser's chunk is there: React has taken each one
      // over when its node carries React's fiber (a node left dehydrated has none).
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-rich-text]')].every((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))),
      );
      // A page that answers 404 (an expired short link) says so in the console as the browser loads it: that is its status, not an error.
      const status = answer?.status() ?? 0;
      const others = errors.filter((line) => !(status === 404 && line.includes('status of 404')));
      expect(others, `${visit} visit`).toEqual([]);
    }
  });
}
