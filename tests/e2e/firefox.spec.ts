import type { Page } from 'puppeteer-core';
import { expect, firefoxSkip, test } from './support/firefox';

// The main screens and two tasks in Firefox ESR (support/firefox.ts), at a phone's and a desktop's width: each page
// hydrates with no console error, shows its heading and scrolls no wider than the window. The desktop project runs
// this file alone (playwright.config.ts' DESKTOP_ONLY): its viewport is the test's own.
firefoxSkip();
// One Firefox for the file: its tests run in order in one worker, and a failed one does not skip the rest.
test.describe.configure({ mode: 'default' });

/** Each main screen and its one h1 (the home page's and 关于我们's are for screen readers: a 1px box, as in Chromium). */
const SCREENS: Record<string, string> = {
  '/': 'MERIDIAN 官方网站',
  '/pdp/1001': 'SIM3 MAX 一号木',
  '/products/category/irons': '铁杆',
  '/search-results-page?keyword=系列': '“系列”的搜索结果',
  '/news/5001': 'MERIDIAN 迎来品牌创立 47 周年',
  '/about-us': '关于我们',
  '/find-us': '门店查询',
};

/** Puppeteer's selector of the element with that role and accessible name (one query costs about 1 s over BiDi: a test asks once, then keeps the handle). */
const aria = (role: string, name: string) => `::-p-aria([role="${role}"][name="${name}"])`;
const named = async (page: Page, role: string, name: string) => {
  const handle = await page.waitForSelector(aria(role, name), { visible: true });
  if (!handle) throw new Error(`no ${role} named ${name}`);
  return handle;
};

for (const viewport of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
  test.describe(`${viewport.width}px`, () => {
    test.use({ viewport });

    for (const [path, heading] of Object.entries(SCREENS)) {
      test(`${path}: hydrates with no console error, shows its heading ${heading} and scrolls no wider than the window`, async ({ firefox }) => {
        await firefox.open(path);
        const seen = await firefox.page.evaluate(() => ({
          headings: [...document.querySelectorAll('h1')].map((node) => ({ text: node.textContent, shown: node.checkVisibility() })),
          width: document.scrollingElement?.scrollWidth,
          window: document.documentElement.clientWidth,
        }));
        expect(seen.headings).toEqual([{ text: heading, shown: true }]);
        expect(seen.width, 'the page\'s scroll width').toBeLessThanOrEqual(seen.window);
      });
    }

    test('/pdp/1001: 立即购买 opens the buy dialog at its address, and Escape closes it with focus back on 立即购买', async ({ firefox }) => {
      const { page } = firefox;
      await firefox.open('/pdp/1001');
      const opener = await named(page, 'link', '立即购买');
      await opener.click();
      const dialog = await page.waitForSelector(aria('dialog', '购买渠道'), { visible: true });
      if (!dialog) throw new Error('no 购买渠道 dialog');
      // The page's own address: puppeteer's page.url() follows Firefox's history events, which a pushState can outrun.
      expect(await page.evaluate(() => location.search)).toBe('?buy=1');
      await page.keyboard.press('Escape');
      await dialog.evaluate((node) => new Promise<void>((resolve) => {
        const check = () => (!node.isConnected || !node.checkVisibility() ? resolve() : requestAnimationFrame(check));
        check();
      }));
      expect(await page.evaluate(() => location.search)).toBe('');
      expect(await opener.evaluate((node) => node === document.activeElement)).toBe(true);
    });

    test('/verification: a genuine code checked answers 正品验证通过 in its result region', async ({ firefox }) => {
      // The form's steps and controls are the same at every width (verification.spec runs at 390px alone).
      test.skip(viewport.width !== 390, 'one width');
      const { page } = firefox;
      await firefox.open('/verification');
      const [field, button] = await Promise.all([named(page, 'textbox', '防伪码'), named(page, 'button', '立即查询')]);
      await field.type('MD2026000000000001');
      await button.click();
      await page.waitForSelector(`${aria('region', '查询结果')} ${aria('heading', '正品验证通过')}`, { visible: true });
    });
  });
}
