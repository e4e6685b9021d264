import { axeViolations, preloadAxe, settled } from './axe';
import { expect, test } from './console';
import { routeSamples } from './route-samples';

// One page load per route of the route table, at both widths; tests/unit/route-samples.test.ts fails when a route has no sample.
test.beforeEach(async ({ page }) => preloadAxe(page));

for (const [id, path] of Object.entries(routeSamples)) {
  test(`${id} (${path}): no moderate, serious or critical axe violation`, async ({ page }) => {
    await page.goto(path);
    await settled(page);
    expect(await axeViolations(page, 'moderate')).toEqual([]);
  });
}
