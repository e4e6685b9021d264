import { expect, test } from './support/backend-test';
import { reachFooter } from './footer';

// Dead ends a visitor met before the one loading idiom; each of these failed on the old site.

test('one bad entry in the home content costs one block, not the page', async ({ page, backend, site }) => {
  backend.rewriteJson('/page/queryRegionContents/', (body: { data: unknown[] }) => {
    body.data.splice(1, 0, { modelName: 'spacing' }, null, { modelName: 42, contents: '{}' });
  });
  await page.goto(`${site}/`);
  expect(backend.calls.filter((call) => call.url.pathname.endsWith('/page/queryRegionContents/')), 'the home content was asked for').not.toHaveLength(0);
  await expect(page.getByRole('main').getByText('SIM3 MAX 一号木').first()).toBeVisible();
  await expect(page.locator('[data-block]').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});

test('an unknown product ends on a calm "not available" state with a way on, inside the frame', async ({ page }) => {
  await page.goto('/pdp/no-such-product');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: '该商品暂不可售' })).toBeVisible();
  await expect(main.getByRole('link', { name: '浏览系列产品' })).toHaveAttribute('href', '/products');
  await expect(main.getByText('Loading...')).toHaveCount(0);
  await expect(await reachFooter(page)).toBeVisible();
});

for (const path of ['/x%0ay', '/%0a/evil', '/a%0d%0ab']) {
  test(`${path} (an encoded control character) redirects to / inside the frame`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    await expect(await reachFooter(page)).toBeVisible();
  });
}
