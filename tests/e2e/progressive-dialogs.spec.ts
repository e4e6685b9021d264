import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './console';
import { reachFooter } from './footer';
import { holdEntry } from './support/hold-entry';

/**
 * Dialogs with an address (`?buy`, `?share`, `?contact`, `?store`, `?job`) and the mobile menu work before the app runs
 * and without it: the server renders them open, a tap before hydration lands on them and the app keeps them; with the
 * app, their links open them without a reload or a new call for the page's data.
 */

const BUY = '购买渠道';
const GALLERY = 'SIM3 MAX 一号木 图集';
const PICTURES = 'SIM3 MAX 一号木 图片';
const STORE = '门店详情';
const MENU = '网站导航';
const banner = (page: Page) => page.getByRole('banner');

/** The product page's own data call: the detail of the product. */
const PRODUCT_CALL = '**/ecommerce/open/v1/product/fullProductDetail**';

/** The mini-program link refused, so a phone's WeChat buttons show their QR images as a desktop's do. */
const NO_MINI_PROGRAM = 'unsuccessful@/ecommerce/v1/mini';

/** The footer reached, with each of its groups opened (a phone's are folded; a desktop's stand open). */
async function openFooterGroups(page: Page) {
  const footer = await reachFooter(page);
  for (const title of await footer.locator('summary').all()) await title.click();
  return footer;
}

/** Every link and QR button of the footer's groups shows. */
async function expectFooterLinksShown(footer: Locator) {
  const nav = footer.getByRole('navigation', { name: '页脚导航' });
  const entries = nav.locator('li').getByRole('link').or(nav.locator('li').getByRole('button'));
  await expect(entries).toHaveCount(16);
  for (const entry of await entries.all()) await expect(entry).toBeVisible();
  for (const name of ['加入我们', '产品验证', '天猫旗舰店']) await expect(nav.getByRole('link', { name })).toBeVisible();
}

/** Each QR button of the footer shows its QR picture on a click, and Escape hides it again. */
async function expectFooterQrs(page: Page, footer: Locator) {
  for (const name of ['微信', '抖音', '微信客服']) {
    await footer.getByRole('button', { name, exact: true }).click();
    const qr = footer.getByRole('img', { name, exact: true });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(qr).toBeHidden();
  }
}

test.describe('a tap before the app runs', () => {
  test('立即购买 on /pdp/1001 lands on the buy dialog, which the app keeps open, focused, and closes on Escape', { tag: '@phone' }, async ({ page }) => {
    const held = await holdEntry(page);
    await page.goto('/pdp/1001', { waitUntil: 'commit' });
    await page.getByRole('link', { name: '立即购买' }).click();
    await expect(page).toHaveURL(/\/pdp\/1001\?buy=1$/);
    const dialog = page.getByRole('dialog', { name: BUY });
    await expect(dialog).toBeVisible();
    await held.release();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/pdp\/1001$/);
    await expect(page.getByRole('link', { name: '立即购买' })).toBeFocused();
  });

  test('the product picture lands on the gallery at that picture, which the app keeps open, focused, and closes on Escape', { tag: '@phone' }, async ({ page }) => {
    const held = await holdEntry(page);
    await page.goto('/pdp/1001', { waitUntil: 'commit' });
    await page.getByRole('main').getByRole('link', { name: /^查看大图/ }).click();
    await expect(page).toHaveURL(/\/pdp\/1001\?gallery=1$/);
    const gallery = page.getByRole('dialog', { name: GALLERY });
    await expect(gallery.getByRole('img', { name: 'SIM3 MAX 一号木 第 1 张，共 10 张' })).toBeVisible();
    await held.release();
    await expect(gallery.locator('.swiper-initialized')).toHaveCount(1);
    await expect(gallery.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(gallery).toBeHidden();
    await expect(page).toHaveURL(/\/pdp\/1001$/);
    await expect(page.getByRole('main').getByRole('link', { name: /^查看大图/ })).toBeFocused();
  });

  test('a thumbnail lands on its picture, which the app keeps', { tag: '@phone' }, async ({ page }) => {
    const held = await holdEntry(page);
    await page.goto('/pdp/1001', { waitUntil: 'commit' });
    const pictures = page.getByRole('region', { name: PICTURES });
    await pictures.getByRole('link', { name: '查看第 4 张图片' }).click();
    await expect(page).toHaveURL(/\/pdp\/1001\?image=4$/);
    await held.release();
    await expect(pictures.getByRole('link', { name: /^查看大图/ }).locator('img')).toHaveAttribute('alt', 'SIM3 MAX 一号木 第 4 张，共 6 张');
    await expect(pictures.getByRole('link', { name: '查看第 4 张图片' })).toHaveAttribute('aria-current', 'true');
  });

  test('分享 lands on the open share popover, which the app keeps and closes on Escape', { tag: '@phone' }, async ({ page }) => {
    const held = await holdEntry(page);
    await page.goto('/pdp/1001', { waitUntil: 'commit' });
    await page.getByRole('link', { name: '分享', exact: true }).click();
    await expect(page).toHaveURL(/\?share=1$/);
    const qr = page.getByRole('img', { name: 'SIM Series SIM3 MAX 一号木 分享二维码' });
    await expect(qr).toBeVisible();
    await held.release();
    const opener = page.getByRole('link', { name: '分享', exact: true });
    await opener.focus();
    await page.keyboard.press('Escape');
    await expect(qr).toBeHidden();
    await expect(page).toHaveURL(/\/pdp\/1001$/);
    await expect(opener).toBeFocused();
  });

  test('门店 lands on the store popup, which the app keeps open, focused, and closes on Escape', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the desktop header\'s 门店; the phone\'s is in its menu');
    const held = await holdEntry(page);
    await page.goto('/', { waitUntil: 'commit' });
    await banner(page).getByRole('link', { name: '门店', exact: true }).click();
    await expect(page).toHaveURL(/\/\?store=SH001$/);
    const dialog = page.getByRole('dialog', { name: STORE });
    await expect(dialog.getByRole('heading', { name: 'MERIDIAN 上海静安旗舰店' })).toBeVisible();
    await held.release();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(banner(page).getByRole('link', { name: '门店', exact: true })).toBeFocused();
  });

  test('the menu button opens the navigation, which the app takes over: focus in, Escape closes, focus back', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the phone header');
    const held = await holdEntry(page);
    await page.goto('/', { waitUntil: 'commit' });
    const menu = banner(page).getByRole('button', { name: '打开菜单' });
    await menu.click();
    await expect(page.getByRole('dialog', { name: MENU })).toBeVisible();
    await held.release();
    const panel = page.getByRole('dialog', { name: MENU });
    await expect(panel).toHaveCount(1);
    await expect(panel.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(menu).toBeFocused();
  });

  test('a second level opened before the app is the level the app\'s panel shows', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the phone header');
    const held = await holdEntry(page);
    await page.goto('/', { waitUntil: 'commit' });
    await banner(page).getByRole('button', { name: '打开菜单' }).click();
    await page.getByRole('dialog', { name: MENU }).locator('summary', { hasText: '家居器物' }).click();
    await held.release();
    const panel = page.getByRole('dialog', { name: MENU });
    await expect(panel.locator('summary')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: '返回' })).toBeVisible();
    await expect(panel.getByRole('navigation').getByRole('link', { name: '家居器物', exact: true })).toBeVisible();
    await panel.getByRole('button', { name: '返回' }).click();
    await expect(panel.getByRole('navigation').getByRole('button', { name: '家居器物' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('?buy and ?share show the buy dialog, with a close link back to the page, and the share popover', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/pdp/1001?buy=1');
    const buy = page.getByRole('dialog', { name: BUY });
    await expect(buy).toHaveAttribute('open', '');
    await expect(buy.getByRole('link', { name: '查找更多门店' })).toBeVisible();
    await expect(buy.getByRole('link', { name: '关闭' })).toHaveAttribute('href', '/pdp/1001');
    // The settings' boutique with the phone its popup shows, which a phone dials.
    await expect(buy.getByRole('region', { name: '线下精品店' })).toContainText('门店电话：021-6288 1979');
    await expect(buy.getByRole('link', { name: '021-6288 1979' })).toHaveAttribute('href', 'tel:02162881979');

    await page.goto('/pdp/1001?share=1');
    await expect(page.getByRole('img', { name: 'SIM Series SIM3 MAX 一号木 分享二维码' })).toBeVisible();
  });

  test('a thumbnail shows its picture, the picture opens the gallery there, and the gallery steps, changes picture and closes by links', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/pdp/1001');
    const pictures = page.getByRole('region', { name: PICTURES });
    const picture = pictures.getByRole('link', { name: /^查看大图/ });
    await expect(picture.locator('img')).toHaveAttribute('alt', 'SIM3 MAX 一号木 第 1 张，共 6 张');
    await pictures.getByRole('link', { name: '查看第 3 张图片' }).click();
    await expect(page).toHaveURL(/\/pdp\/1001\?image=3$/);
    await expect(picture.locator('img')).toHaveAttribute('alt', 'SIM3 MAX 一号木 第 3 张，共 6 张');
    await expect(pictures.getByRole('link', { name: '查看第 3 张图片' })).toHaveAttribute('aria-current', 'true');

    await picture.click();
    await expect(page).toHaveURL(/\/pdp\/1001\?image=3&gallery=3$/);
    const gallery = page.getByRole('dialog', { name: GALLERY });
    const shown = (n: number) => gallery.getByRole('img', { name: `SIM3 MAX 一号木 第 ${n} 张，共 10 张` });
    await expect(shown(3)).toBeVisible();
    await gallery.getByRole('link', { name: '下一张' }).click();
    await expect(page).toHaveURL(/\?image=3&gallery=4$/);
    await expect(shown(4)).toBeVisible();
    await gallery.getByRole('link', { name: '查看第 10 张图片' }).click();
    await expect(shown(10)).toBeVisible();
    await expect(gallery.getByRole('link', { name: '查看第 10 张图片' })).toHaveAttribute('aria-current', 'true');
    // Round the loop, as the gallery's carousel goes.
    await gallery.getByRole('link', { name: '下一张' }).click();
    await expect(page).toHaveURL(/\?image=3&gallery=1$/);
    await expect(shown(1)).toBeVisible();
    await gallery.getByRole('link', { name: '上一张' }).click();
    await expect(shown(10)).toBeVisible();

    await gallery.getByRole('link', { name: '关闭' }).click();
    await expect(page).toHaveURL(/\/pdp\/1001\?image=3$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(picture.locator('img')).toHaveAttribute('alt', 'SIM3 MAX 一号木 第 3 张，共 6 张');
  });

  test('an FAQ answer opens and closes from its question, by a tap or the keyboard', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/customer-service/faq');
    const question = page.getByRole('main').locator('summary', { hasText: '破损保护服务如何申请？' });
    const answer = page.getByText(/会员购买的瓷器与玻璃器皿享有 24 个月破损保护服务/);
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await question.press('Enter');
    await expect(answer).toBeHidden();
  });

  test('?store and ?contact show the store popup, closed by a link, and the contact dialog', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/gifting?store=SH001');
    const store = page.getByRole('dialog', { name: STORE });
    await expect(store.getByRole('heading', { name: 'MERIDIAN 上海静安旗舰店' })).toBeVisible();
    await store.getByRole('link', { name: '关闭' }).click();
    await expect(page).toHaveURL(/\/gifting$/);
    await expect(page.getByRole('dialog', { name: STORE })).toHaveCount(0);

    await page.goto('/gifting?contact=1');
    await expect(page.getByRole('dialog', { name: '联系我们' }).getByRole('heading', { name: '联系我们' })).toBeVisible();
  });

  test('a ?job address shows the job\'s title and content, closed by a link', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/about-us?job=J1001');
    const job = page.getByRole('dialog', { name: '高尔夫球杆定制技师' });
    await expect(job.getByRole('heading', { name: '高尔夫球杆定制技师' })).toBeVisible();
    await expect(job.locator('p, li').first()).toBeVisible();
    await job.getByRole('link', { name: '关闭' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('every footer link is reached by opening its group', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    await expectFooterLinksShown(await openFooterGroups(page));
  });

  test('the footer\'s and the buy dialog\'s QR buttons show their QR pictures', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    await expectFooterQrs(page, await openFooterGroups(page));
    await page.goto('/pdp/1001?buy=1');
    const buy = page.getByRole('dialog', { name: BUY });
    await buy.getByRole('button', { name: 'MERIDIAN 微信小程序商城' }).click();
    await expect(buy.getByRole('img', { name: 'MERIDIAN 微信小程序商城 二维码' })).toBeVisible();
  });

  test('the home hero draws no controls it cannot work', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: '焦点图' });
    await expect(hero.getByRole('link').first()).toBeVisible();
    for (const name of ['上一张', '下一张', '暂停轮播']) await expect(hero.getByRole('button', { name })).toBeHidden();
  });

  test('the menu button opens the navigation as the app\'s: the logo, a second level with its title once, 返回 back', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the phone header');
    await page.goto('/');
    await banner(page).getByRole('button', { name: '打开菜单' }).click();
    const menu = page.getByRole('dialog', { name: MENU });
    await expect(menu.getByRole('link', { name: 'MERIDIAN 首页' })).toBeVisible();
    const nav = menu.getByRole('navigation', { name: '主导航' });
    const shown = (text: string) => nav.getByText(text, { exact: true }).filter({ visible: true });
    await menu.locator('summary', { hasText: '家居器物' }).click();
    // The second level in place of the first: 返回, its title once (a link), its submenu.
    await expect(shown('返回')).toHaveCount(1);
    await expect(shown('家居器物')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: '家居器物', exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: '玻璃器皿' })).toBeVisible();
    await expect(shown('高尔夫球杆')).toHaveCount(0);
    await shown('返回').click();
    await expect(shown('返回')).toHaveCount(0);
    await expect(shown('高尔夫球杆')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: '家居器物', exact: true })).toBeHidden();
    // The keyboard too: Enter opens a level, and its title jumps.
    await menu.locator('summary', { hasText: '家居器物' }).press('Enter');
    await nav.getByRole('link', { name: '家居器物', exact: true }).click();
    await expect(page).toHaveURL(/\/products\/home$/);
  });
});

/** /pdp/1001 with the app, the product calls it makes from now on, and a mark that a reload would lose. */
async function watchProductPage(page: Page): Promise<string[]> {
  await page.goto('/pdp/1001');
  const calls: string[] = [];
  await page.route(PRODUCT_CALL, (route) => {
    calls.push(route.request().url());
    return route.continue();
  });
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  return calls;
}

test.describe('with the app', () => {
  test('every footer link shows, a phone\'s once its group is opened, and each QR button shows its picture', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-fixture-fault': NO_MINI_PROGRAM });
    await page.goto('/');
    const footer = await openFooterGroups(page);
    await expectFooterLinksShown(footer);
    await expectFooterQrs(page, footer);
  });

  test('the home hero draws its controls once the app runs them', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: '焦点图' });
    for (const name of ['上一张', '下一张', '暂停轮播']) await expect(hero.getByRole('button', { name })).toBeVisible();
  });

  test('立即购买 opens the buy dialog without a reload or a call for the product; Escape removes ?buy', { tag: '@phone' }, async ({ page }) => {
    const calls = await watchProductPage(page);
    await page.getByRole('link', { name: '立即购买' }).click();
    const dialog = page.getByRole('dialog', { name: BUY });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\?buy=1$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/pdp\/1001$/);
    await expect(page.getByRole('link', { name: '立即购买' })).toBeFocused();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(calls).toEqual([]);
  });

  test('the picture opens the gallery at ?gallery=N without a reload or a call for the product; a thumbnail changes the picture in place', { tag: '@phone' }, async ({ page }) => {
    const calls = await watchProductPage(page);
    const pictures = page.getByRole('region', { name: PICTURES });
    await pictures.getByRole('link', { name: '查看第 2 张图片' }).click();
    await expect(pictures.locator('.swiper-slide-active img')).toHaveAttribute('alt', /第 2 张/);
    await expect(page).toHaveURL(/\/pdp\/1001$/);
    await pictures.locator('.swiper-slide-active').getByRole('link', { name: /^查看大图/ }).click();
    const gallery = page.getByRole('dialog', { name: GALLERY });
    await expect(gallery.locator('.swiper-slide-active img')).toHaveAttribute('alt', 'SIM3 MAX 一号木 第 2 张，共 10 张');
    await expect(page).toHaveURL(/\/pdp\/1001\?gallery=2$/);
    await page.keyboard.press('Escape');
    await expect(gallery).toBeHidden();
    await expect(page).toHaveURL(/\/pdp\/1001$/);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(calls).toEqual([]);
  });

  test('a press outside the share popover closes it, focus back on 分享', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/pdp/1001');
    const opener = page.getByRole('link', { name: '分享', exact: true });
    await opener.click();
    const qr = page.getByRole('img', { name: 'SIM Series SIM3 MAX 一号木 分享二维码' });
    await expect(qr).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(qr).toBeHidden();
    await expect(page).toHaveURL(/\/pdp\/1001$/);
    await expect(opener).toBeFocused();
  });

  test.describe('the phone menu', () => {
    test.skip(({ isMobile }) => !isMobile, 'the phone header');

    test('Escape in its search box closes it, focus back on the menu button', async ({ page }) => {
      await page.goto('/');
      const menu = banner(page).getByRole('button', { name: '打开菜单' });
      await menu.click();
      const panel = page.getByRole('dialog', { name: MENU });
      await panel.getByRole('combobox').focus();
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await expect(menu).toBeFocused();
    });

    test('a second level takes focus to its title, and 返回 back to the item left', async ({ page }) => {
      await page.goto('/');
      await banner(page).getByRole('button', { name: '打开菜单' }).click();
      const panel = page.getByRole('dialog', { name: MENU });
      await panel.getByRole('navigation').getByRole('button', { name: '家居器物' }).click();
      await expect(panel.getByRole('navigation').getByRole('link', { name: '家居器物', exact: true })).toBeFocused();
      await panel.getByRole('button', { name: '返回' }).click();
      await expect(panel.getByRole('navigation').getByRole('button', { name: '家居器物' })).toBeFocused();
    });
  });
});
