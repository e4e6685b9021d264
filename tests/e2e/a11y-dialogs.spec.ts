import { preloadAxe, seriousViolations, settled } from './axe';
import { expect, test, type Page } from './console';
import type { Locator } from '@playwright/test';
import { reachFooter } from './footer';

/**
 * Each dialog, menu and popover of the site, open: axe finds nothing serious, it has an accessible name
 * (found by it), Escape closes it and focus goes back to the control that opened it.
 */
test.beforeEach(async ({ page }) => preloadAxe(page));

const banner = (page: Page) => page.getByRole('banner');

async function visit(page: Page, path: string) {
  await page.goto(path);
  await settled(page);
}

/** Opens `shown` with `opener`, judges the page, closes it with Escape and checks where focus went. */
async function openJudgeEscape(page: Page, opener: Locator, shown: Locator) {
  await opener.click();
  await expect(shown).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(shown).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe('desktop 1440px', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop header');

  test('each mega menu', async ({ page }) => {
    await visit(page, '/');
    const nav = banner(page).getByRole('navigation', { name: '主导航' });
    const toggles = nav.locator(':scope > ul > li > span > [aria-controls]');
    const count = await toggles.count();
    expect(count).toBeGreaterThanOrEqual(3); // card, grid and list submenus
    for (let i = 0; i < count; i += 1) {
      const toggle = toggles.nth(i);
      const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      // Named by its toggle: the item's name, or '<name>子菜单' beside a name that jumps.
      await expect(toggle).toHaveAccessibleName(/\S/);
      // Focus alone opens nothing; Enter on the toggle does.
      await toggle.focus();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      // Focus goes back to the item's name (the toggle itself when the name is the toggle).
      await expect(toggle.locator('xpath=ancestor::li[1]').locator('a, button').first()).toBeFocused();
    }
  });

  test('the store popup', async ({ page }) => {
    await visit(page, '/');
    await openJudgeEscape(page, banner(page).getByRole('link', { name: '门店', exact: true }), page.getByRole('dialog', { name: '门店详情' }));
  });
});

test.describe('phone 390px', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone header');

  test('the navigation panel and each of its second levels', async ({ page }) => {
    await visit(page, '/');
    const opener = banner(page).getByRole('button', { name: '打开菜单' });
    await opener.click();
    const panel = page.getByRole('dialog', { name: '网站导航' });
    await expect(panel).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const levels = panel.getByRole('navigation').getByRole('button');
    const names = await levels.allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(3);
    for (const name of names) {
      await panel.getByRole('navigation').getByRole('button', { name, exact: true }).click();
      const back = panel.getByRole('button', { name: '返回' });
      await expect(back).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await back.click();
    }
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the contact dialog on /contact-us', async ({ page }) => {
    await visit(page, '/contact-us');
    const dialog = page.getByRole('dialog', { name: '联系我们' });
    await openJudgeEscape(page, banner(page).getByRole('link', { name: '联系我们' }), dialog);
  });

  test('the store popup, handed over by the panel', async ({ page }) => {
    await visit(page, '/');
    const menu = banner(page).getByRole('button', { name: '打开菜单' });
    await menu.click();
    await page.getByRole('dialog', { name: '网站导航' }).getByRole('link', { name: '门店', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '门店详情' });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The panel's store button is gone with the panel: focus goes back to what opened the panel.
    await expect(menu).toBeFocused();
  });
});

/** The mini-program link refused, so a phone's WeChat buttons show their QR images as a desktop's do. */
const NO_MINI_PROGRAM = 'unsuccessful@/ecommerce/v1/mini';

test.describe('every width', () => {
  test('the product buy dialog, with its mini-program QR open', async ({ page, isMobile }) => {
    // A phone's tap opens the mini-program itself; with no link to be had it shows the QR, as a desktop does.
    if (isMobile) await page.setExtraHTTPHeaders({ 'x-fixture-fault': NO_MINI_PROGRAM });
    await visit(page, '/pdp/1001');
    const opener = page.getByRole('link', { name: '立即购买' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: '购买渠道' });
    await dialog.getByRole('button', { name: 'MERIDIAN 微信小程序商城' }).click();
    const qr = dialog.getByRole('img', { name: 'MERIDIAN 微信小程序商城 二维码' });
    await expect(qr).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Escape closes the QR's popover first, then the dialog.
    await page.keyboard.press('Escape');
    await expect(qr).toBeHidden();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the product gallery', async ({ page }) => {
    await visit(page, '/pdp/1001');
    const opener = page.getByRole('link', { name: /^查看大图/ }).first();
    await openJudgeEscape(page, opener, page.getByRole('dialog', { name: 'SIM3 MAX 一号木 图集' }));
  });

  test('the share popover with its QR code', async ({ page }) => {
    await visit(page, '/pdp/1001');
    const opener = page.getByRole('link', { name: '分享', exact: true });
    const panel = page.locator(`[id="${await opener.getAttribute('aria-controls')}"]`);
    await expect(panel.getByRole('img', { name: /分享二维码$/ })).toHaveCount(0);
    await opener.click();
    await expect(panel.getByRole('img', { name: 'SIM Series SIM3 MAX 一号木 分享二维码' })).toBeVisible();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the gifting help dialog', async ({ page }) => {
    await visit(page, '/gifting');
    await openJudgeEscape(page, page.getByRole('button', { name: '咨询礼盒方案' }), page.getByRole('dialog', { name: '高尔夫礼盒' }));
  });

  test('the collection dialog on /collections, with its CMS content', async ({ page }) => {
    await visit(page, '/collections');
    const dialog = page.getByRole('dialog', { name: '系列选购指南' });
    await openJudgeEscape(page, page.getByRole('button', { name: '如何挑选系列？' }), dialog);
    // Its content (rich text and product cards) was in it while axe judged it.
    await page.getByRole('button', { name: '如何挑选系列？' }).click();
    await expect(dialog.getByRole('heading', { name: '家居器物' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Teema 餐盘四件套/ })).toHaveAttribute('href', '/pdp/2012');
  });

  test('the job dialogs: the job, then the form with its errors', async ({ page }) => {
    await visit(page, '/about-us');
    const job = page.locator('#careers').getByRole('link', { name: /家居器物产品设计师/ });
    await job.scrollIntoViewIfNeeded();
    const intro = page.getByRole('dialog', { name: '家居器物产品设计师' });
    await openJudgeEscape(page, job, intro);
    await job.click();
    await intro.getByRole('link', { name: '申请职位' }).click();
    const form = page.getByRole('dialog', { name: '申请：家居器物产品设计师' });
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(form.getByRole('alert')).toContainText('请输入姓名');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(job).toBeFocused();
  });

  test('the footer\'s image popovers', async ({ page, isMobile }) => {
    if (isMobile) await page.setExtraHTTPHeaders({ 'x-fixture-fault': NO_MINI_PROGRAM });
    await visit(page, '/');
    const footer = await reachFooter(page);
    // A phone's link groups are folded: opened, so each popover's button shows.
    for (const title of await footer.locator('summary').all()) await title.click();
    const ids = await footer.locator('button[popovertarget]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('popovertarget') ?? ''));
    expect(ids.length).toBeGreaterThanOrEqual(3);
    for (const id of ids) {
      const opener = footer.locator(`button[popovertarget="${id}"]`);
      const image = footer.locator(`[id="${id}"]`).getByRole('img', { name: (await opener.textContent())?.trim() ?? '', exact: true });
      await openJudgeEscape(page, opener, image);
    }
  });
});
