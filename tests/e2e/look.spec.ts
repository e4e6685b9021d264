import type { Locator } from '@playwright/test';
import { expect, test } from './console';
import { t } from '../../src/i18n/zh-CN';

test.describe('one price format', () => {
  test('a card on / and the product page it opens write the price alike', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('region', { name: '新品上市' }).getByRole('article').first();
    const cardPrice = (await card.locator('p').last().textContent())?.trim();
    expect(cardPrice).toMatch(/^¥\d/);
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('官方指导价').locator('xpath=..')).toContainText(cardPrice ?? 'no price on the card');
  });
});

test('a page\'s document title sets its own part apart from the default title with a dash', async ({ page }) => {
  await page.goto('/gifting');
  await expect(page).toHaveTitle(`${t.defaultTitle} - 企业礼赠`);
});

test.describe('one heading scale', () => {
  for (const path of ['/about-us', '/customer-service/faq']) {
    test(`${path}: the page's h1 is larger than the CMS title under it, in the same weight`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      const style = (heading: Locator) => heading.evaluate((node) => ({ size: parseFloat(getComputedStyle(node).fontSize), weight: getComputedStyle(node).fontWeight }));
      const h1 = await style(main.getByRole('heading', { level: 1 }));
      const cmsTitle = await style(main.getByRole('heading', { level: 2 }).first());
      expect(h1.size).toBeGreaterThan(cmsTitle.size);
      expect(h1.weight).toBe(cmsTitle.weight);
    });
  }
});

test('a type-5 link to a leaf category is canonical on a first visit (no category cache in the browser)', async ({ page }) => {
  await page.goto('/');
  // The home page's category block links 'tea', a leaf of the fixture tree.
  const tea = page.getByRole('main').locator('a[href$="/tea"]');
  await expect(tea).toBeAttached();
  expect(await tea.getAttribute('href')).toBe('/products/category/tea');
  expect(await page.evaluate(() => localStorage.getItem('virtualCateMap'))).not.toBeNull();
});
