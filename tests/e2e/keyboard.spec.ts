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

test('the mega menu: Tab to an item, arrows through its links, Enter on its toggle, Escape back to the item', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the desktop header');
  await page.goto('/');
  await settled(page);
  const nav = page.getByRole('banner').getByRole('navigation', { name: '主导航' });
  const item = nav.getByRole('link', { name: '家居器物' });
  const toggle = nav.getByRole('button', { name: '家居器物子菜单' });
  const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await tabTo(page, item);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
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
  // Arrow down opens it again from the item; Enter on the toggle shuts and opens it.
  await page.keyboard.press('ArrowDown');
  await expect(panel.getByRole('button', { name: '玻璃器皿' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
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
  const main = page.getByRole('button', { name: /^查看大图/ }).first();
  // The walk starts on the main image (the Tab walk through the header is the menus' test), then keys only.
  await main.focus();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const gallery = page.getByRole('dialog', { name: 'SIM3 MAX 一号木 图集' });
  await expect(gallery).toBeVisible();
  const current = gallery.getByRole('button', { name: /^查看第 \d+ 张图片$/ }).and(gallery.locator('[aria-current="true"]'));
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
