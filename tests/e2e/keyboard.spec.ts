import type { FileChooser, Locator } from '@playwright/test';
import { minimalPdf, PDF_TYPE } from '../support/documents';
import { settled } from './axe';
import { watchCaptchaCodes } from './captcha-codes';
import { expect, test, type Page } from './console';

/**
 * Keyboard-only walks: the mega menu, the mobile panel, the product gallery and the job application form,
 * each focus stop visibly marked.
 */

/**
 * The focused element shows where it is: an outline or a box shadow (a visually hidden file input: its label's; a
 * search field: its form's underline).
 */
async function expectVisibleFocus(page: Page) {
  const mark = await page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const search = focused instanceof HTMLInputElement && focused.type !== 'file' ? focused.closest('[role="search"]') : null;
    const shown = focused instanceof HTMLInputElement && focused.type === 'file' ? document.querySelector(`label[for="${focused.id}"]`) ?? focused : search ?? focused;
    const style = getComputedStyle(shown);
    return { outline: style.outlineStyle !== 'none' && style.outlineWidth !== '0px', shadow: style.boxShadow !== 'none', tag: shown.tagName };
  });
  expect(mark.outline || mark.shadow, `focus mark on ${mark.tag}`).toBe(true);
}

/** Presses Tab until `target` has focus (at most `max` times), each stop visibly marked. */
async function tabTo(page: Page, target: Locator, max = 12) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
  }
  await expect(target).toBeFocused();
}

/** The Tab stops from the top of the page to the first control inside `main` (at most `max` presses), each named. */
async function tabsToMain(page: Page, max: number): Promise<string[]> {
  const walk: string[] = [];
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      const main = document.querySelector('main');
      const first = [...(main?.querySelectorAll<HTMLElement>('a[href], button:not(:disabled), input:not(:disabled), select, textarea, [tabindex]:not([tabindex="-1"])') ?? [])]
        .find((element) => element.checkVisibility() && element.tabIndex >= 0);
      return { name: `${focused.tagName} ${focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 20) ?? ''}`, inMain: main?.contains(focused) ?? false, first: focused === first };
    });
    walk.push(stop.name);
    if (stop.inMain) {
      expect(stop.first, `the first stop inside main, not ${stop.name}`).toBe(true);
      return walk;
    }
  }
  return walk;
}

/** Tab onto the header's row of items (one Tab stop), then the arrows along it to `item`. */
async function tabToItem(page: Page, item: Locator) {
  const row = page.getByRole('banner').getByRole('navigation', { name: '主导航' });
  await tabTo(page, row.getByRole('link', { name: '高尔夫球杆' }));
  for (let presses = 0; presses < 12 && !(await item.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press('ArrowRight');
    await expectVisibleFocus(page);
  }
  await expect(item).toBeFocused();
}

for (const path of ['/', '/pdp/1001']) {
  test(`from the top of ${path}, the first control inside main is at most 12 Tabs away`, async ({ page, isMobile }) => {
    test.skip(isMobile, 'the desktop header at 1440px');
    await page.goto(path);
    await settled(page);
    const walk = await tabsToMain(page, 40);
    // Focus on a top menu item leaves its panel shut: the walk goes over the header's items, not through their menus.
    expect(walk.length, walk.join(' > ')).toBeLessThanOrEqual(12);
  });
}

test('the header search: its hot words are not stops on the way past it; ArrowDown reaches them', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the desktop header');
  await page.goto('/');
  await settled(page);
  const banner = page.getByRole('banner');
  const box = banner.getByRole('combobox', { name: '搜索产品' });
  await box.focus();
  const word = banner.getByRole('button', { name: '一号木' });
  await expect(word).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: '搜索', exact: true })).toBeFocused();
  await expect(word).toBeHidden();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('link', { name: '门店', exact: true })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(box).toBeFocused();
  await expect(word).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(word).toBeFocused();
  await expectVisibleFocus(page);
});

/** The desktop header's 家居器物 on /, reached by Tab with its panel shut. */
async function tabToHomeware(page: Page) {
  await page.goto('/');
  await settled(page);
  const nav = page.getByRole('banner').getByRole('navigation', { name: '主导航' });
  const item = nav.getByRole('link', { name: '家居器物' });
  const toggle = nav.getByRole('button', { name: '家居器物子菜单' });
  const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await tabToItem(page, item);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  return { nav, item, toggle, panel };
}

test('a top menu item: focus leaves its panel shut; Enter, Space or ArrowDown opens it, Escape closes it back on the item', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the desktop header');
  const { nav, item, toggle, panel } = await tabToHomeware(page);
  await expect(panel).toBeHidden();
  // On its name (a link: Enter follows it), Space opens it; on its toggle, Enter and Space do.
  await page.keyboard.press('Space');
  await expect(panel).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(item).toBeFocused();
  for (const key of ['Enter', 'Space']) {
    await page.keyboard.press('ArrowRight');
    await expect(toggle).toBeFocused();
    await expect(panel).toBeHidden();
    await page.keyboard.press(key);
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(item).toBeFocused();
  }
  // From the name, ArrowDown opens it and goes to its first control; Escape back to the name.
  await page.keyboard.press('ArrowDown');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: '玻璃器皿' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(item).toBeFocused();
  // Shut, the arrows go on along the row past the panel; Tab leaves the row for the search, Shift+Tab comes back where it left.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(nav.getByRole('link', { name: '产品系列' })).toBeFocused();
  await expect(panel).toBeHidden();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('banner').getByRole('combobox', { name: '搜索产品' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(nav.getByRole('link', { name: '产品系列' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(nav.getByRole('link', { name: '高尔夫球杆' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(nav.getByRole('link', { name: '门店查询' })).toBeFocused();
  // Hover still opens it.
  await item.hover();
  await expect(panel).toBeVisible();
});

test('the mega menu: Tab to the row, arrows to an item and through its links, Enter on its toggle, Escape back to the item', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the desktop header');
  const { item, toggle, panel } = await tabToHomeware(page);
  await page.keyboard.press('ArrowDown');
  await expect(panel.getByRole('button', { name: '玻璃器皿' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowDown');
  await expect(panel.getByRole('link', { name: '探索玻璃器皿' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(item).toBeFocused();
  // Arrow down opens it again from the item; Shift+Tab goes back to the row's one stop, the name; Enter on the toggle
  // shuts and opens it.
  await page.keyboard.press('ArrowDown');
  await expect(panel.getByRole('button', { name: '玻璃器皿' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(item).toBeFocused();
  await expect(panel).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(toggle).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(item).toBeFocused();
});

test('the mobile panel: opened from the menu button, Tab stays inside it, Escape closes it', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the phone header');
  await page.goto('/');
  await settled(page);
  const opener = page.getByRole('banner').getByRole('button', { name: '打开菜单' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: '网站导航' });
  await expect(panel).toBeVisible();
  // The search box offers its hot words once it has the focus: Tab there first, then count the stops.
  await tabTo(page, panel.getByRole('combobox'));
  await expect(panel.getByRole('button', { name: '一号木' })).toBeVisible();
  const stops = await panel.evaluate((dialog) => dialog.querySelectorAll('a[href], button, input').length);
  const walk: string[] = [];
  // Twice round, both ways: every stop is inside the panel, and the walk goes round from the last to the first.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses < stops * 2; presses += 1) {
      await page.keyboard.press(key);
      const where = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        return { inside: focused.closest('dialog') !== null, name: `${focused.tagName} ${focused.getAttribute('aria-label') ?? focused.textContent ?? ''}` };
      });
      expect(where.inside, `${key} ${presses + 1} left the panel for ${where.name}`).toBe(true);
      await expectVisibleFocus(page);
      walk.push(where.name);
    }
  }
  expect(new Set(walk).size).toBe(stops);
  expect(walk.slice(0, stops)).toEqual(walk.slice(stops, stops * 2));
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the product gallery: Enter on the main image opens it, arrows move its slides, Escape closes it', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/pdp/1001');
  await settled(page);
  const main = page.getByRole('link', { name: /^查看大图/ }).first();
  // The walk starts on the main image (the Tab walk through the header is the menus' test), then keys only.
  await main.focus();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const gallery = page.getByRole('dialog', { name: 'SIM3 MAX 一号木 图集' });
  await expect(gallery).toBeVisible();
  const current = gallery.getByRole('link', { name: /^查看第 \d+ 张图片$/ }).and(gallery.locator('[aria-current="true"]'));
  await expect(current).toHaveAccessibleName('查看第 1 张图片');
  // The gallery's carousel arrives lazily and then takes the focus onto its current thumbnail: the arrows' start.
  await expect(current).toBeFocused();
  await expect(gallery.locator('.swiper-initialized')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await expect(current).toHaveAccessibleName('查看第 2 张图片');
  await page.keyboard.press('ArrowRight');
  await expect(current).toHaveAccessibleName('查看第 3 张图片');
  await page.keyboard.press('ArrowLeft');
  await expect(current).toHaveAccessibleName('查看第 2 张图片');
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();
  await expect(main).toBeFocused();
});

test('the job application form, filled in and sent with the keyboard alone; errors are announced', async ({ page }) => {
  test.setTimeout(60_000); // a whole application on a shared two-core machine
  const codes = watchCaptchaCodes(page);
  // Playwright turns its chooser interception on asynchronously: listening from the start has it on when Space opens
  // the chooser (one opened before that is the browser's own, which headless Chromium dismisses at once).
  const chooser = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));
  await page.goto('/about-us?job=J1004');
  const intro = page.getByRole('dialog', { name: '家居器物产品设计师' });
  await expect(intro).toBeVisible();
  await tabTo(page, intro.getByRole('link', { name: '申请职位' }));
  await page.keyboard.press('Enter');

  const form = page.getByRole('dialog', { name: '申请：家居器物产品设计师' });
  const submit = form.getByRole('button', { name: '提交申请' });
  await tabTo(page, submit, 20);
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toHaveText('请输入姓名请输入手机号码请选择地点偏好请上传简历请输入验证码');

  await tabTo(page, form.getByLabel('姓名'), 20);
  await page.keyboard.type('韩梅梅');
  await page.keyboard.press('Tab');
  await page.keyboard.type('13912345678');
  await page.keyboard.press('Tab');
  const city = form.getByLabel('地点偏好');
  await expect(city).toBeFocused();
  for (let presses = 0; presses < 10 && (await city.inputValue()) !== '310100'; presses += 1) await page.keyboard.press('ArrowDown');
  await expect(city).toHaveValue('310100');

  const store = form.getByRole('group', { name: '意向门店（最多选择两家）' }).getByRole('checkbox').first();
  await tabTo(page, store);
  await page.keyboard.press('Space');
  await expect(store).toBeChecked();

  const resume = form.getByRole('group', { name: '简历' });
  await tabTo(page, resume.locator('input[type=file]'));
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: '韩梅梅-简历.pdf', mimeType: PDF_TYPE, buffer: Buffer.from(minimalPdf('Resume')) });
  await expect(resume.getByRole('listitem')).toHaveText([/韩梅梅-简历\.pdf/]);

  await tabTo(page, form.getByRole('textbox', { name: '验证码', exact: true }));
  await expect.poll(() => codes.length).toBeGreaterThan(0);
  await page.keyboard.type(codes.at(-1) ?? '');
  await page.keyboard.press('Enter');
  const result = page.getByRole('dialog', { name: '投递成功' });
  await expect(result.getByRole('link', { name: '完成' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
