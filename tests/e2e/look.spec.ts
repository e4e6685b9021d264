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
    test(`${path}: the page's h1 is the largest heading, in the weight of the CMS titles under it`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
      const style = (selector: string) => main.locator(selector).evaluateAll((nodes) =>
        nodes.map((node) => ({ size: parseFloat(getComputedStyle(node).fontSize), weight: getComputedStyle(node).fontWeight })));
      const [h1] = await style('h1');
      const h2s = await style('h2');
      expect(h1?.size).toBeGreaterThan(Math.max(...h2s.map((h) => h.size)));
      expect(new Set([h1?.weight, ...h2s.map((h) => h.weight)])).toEqual(new Set([h1?.weight]));
    });
  }
});
