import type { Locator } from '@playwright/test';
import { settled } from './axe';
import { expect, test, type Page } from './console';
import { reachFooter } from './footer';

/**
 * Each popover and dialog a phone opens, open at 320px and at 390px (one page load, the viewport resized): its box
 * and its main content (title, QR code, buttons) lie inside the viewport once scrolled to, none cut off at an edge.
 */
const WIDTHS = [320, 390];
const HEIGHT = 844;

/** The mini-program link refused, so a phone's WeChat buttons show their QR images as a desktop's do. */
const NO_MINI_PROGRAM = 'unsuccessful@/ecommerce/v1/mini';

/** What of each element matched by `parts` lies outside the viewport once scrolled to (nothing when all is inside). */
const outside = (parts: Locator[]) =>
  Promise.all(parts.map((part) => part.evaluateAll((elements) => elements.filter((element) => element.checkVisibility()).flatMap((element) => {
    element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const { left, right, top, bottom } = element.getBoundingClientRect();
    const { clientWidth, clientHeight } = document.documentElement;
    const inside = left >= -0.5 && top >= -0.5 && right <= clientWidth + 0.5 && bottom <= clientHeight + 0.5;
    const name = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 20) || element.getAttribute('aria-label') || ''}"`;
    return inside ? [] : [`${name} x ${Math.round(left)}..${Math.round(right)} y ${Math.round(top)}..${Math.round(bottom)} of ${clientWidth}x${clientHeight}`];
  })))).then((lists) => lists.flat());

/** At each width, `box` is shown, and it and every shown element of `contents` lie inside the viewport. */
async function expectInside(page: Page, [box, ...contents]: [Locator, ...Locator[]]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await expect(box).toBeVisible();
    // Polled: a dialog's opening animation moves its panel for 0.3 s.
    await expect.poll(() => outside([box, ...contents]), { message: `inside ${width}x${HEIGHT}` }).toEqual([]);
  }
}

/** A dialog's panel and what it shows: its headings, text, images and controls. */
const dialogParts = (dialog: Locator): [Locator, ...Locator[]] => [
  dialog.locator(':scope > div:not([popover])'),
  dialog.getByRole('heading'),
  dialog.getByRole('button'),
  dialog.getByRole('link'),
];

async function visit(page: Page, path: string) {
  await page.goto(path);
  await settled(page);
}

/** The share panel: its box, title, QR code, caption and microblog button. */
function sharePanel(page: Page): { panel: Locator; parts: [Locator, ...Locator[]] } {
  const panel = page.locator('[id]:has(> figure)').filter({ hasText: '分享给好友' });
  return {
    panel,
    parts: [panel, panel.getByText('分享给好友', { exact: true }), panel.locator('figure'), panel.getByRole('button', { name: '分享到微博' })],
  };
}

test('the share popover, its title, QR code and 分享到微博', async ({ page }) => {
  await visit(page, '/pdp/1001');
  await page.getByRole('link', { name: '分享', exact: true }).click();
  const { panel, parts } = sharePanel(page);
  const qr = panel.getByRole('img', { name: /分享二维码$/ });
  await expect(qr).toBeVisible();
  await expectInside(page, [...parts, qr]);
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the share popover the server renders open at ?share=1', async ({ page }) => {
    await page.goto('/pdp/1001?share=1');
    await expectInside(page, sharePanel(page).parts);
  });
});

test('the buy dialog with its mini-program QR', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-fixture-fault': NO_MINI_PROGRAM });
  await visit(page, '/pdp/1001');
  await page.getByRole('link', { name: '立即购买' }).click();
  const dialog = page.getByRole('dialog', { name: '购买渠道' });
  await dialog.getByRole('button', { name: 'MERIDIAN 微信小程序商城' }).click();
  const qr = dialog.getByRole('img', { name: 'MERIDIAN 微信小程序商城 二维码' });
  await expect(qr).toBeVisible();
  await expectInside(page, [...dialogParts(dialog), qr]);
});

test('the product gallery: its picture shown and its controls', async ({ page }) => {
  await visit(page, '/pdp/1001');
  await page.getByRole('link', { name: /^查看大图/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'SIM3 MAX 一号木 图集' });
  // The slides beside the shown one wait outside by design: only the controls and the shown picture are judged.
  const shown = dialog.locator('picture').first();
  await expect(shown).toBeVisible();
  await expectInside(page, [dialog.locator(':scope > div:not([popover])'), dialog.getByRole('button'), dialog.getByRole('link'), shown]);
});

test('the navigation panel and each of its second levels', async ({ page }) => {
  await visit(page, '/');
  await page.getByRole('banner').getByRole('button', { name: '打开菜单' }).click();
  const panel = page.getByRole('dialog', { name: '网站导航' });
  await expectInside(page, dialogParts(panel));
  const names = await panel.getByRole('navigation').getByRole('button').allTextContents();
  expect(names.length).toBeGreaterThanOrEqual(3);
  for (const name of names) {
    await panel.getByRole('navigation').getByRole('button', { name, exact: true }).click();
    await expectInside(page, dialogParts(panel));
    await panel.getByRole('button', { name: '返回' }).click();
  }
});

test('the contact dialog', async ({ page }) => {
  await visit(page, '/contact-us');
  await page.getByRole('banner').getByRole('link', { name: '联系我们' }).click();
  await expectInside(page, dialogParts(page.getByRole('dialog', { name: '联系我们' })));
});

test('the store popup, opened from the panel', async ({ page }) => {
  await visit(page, '/');
  await page.getByRole('banner').getByRole('button', { name: '打开菜单' }).click();
  await page.getByRole('dialog', { name: '网站导航' }).getByRole('link', { name: '门店', exact: true }).click();
  await expectInside(page, dialogParts(page.getByRole('dialog', { name: '门店详情' })));
});

test('a store of the store finder in its dialog', async ({ page }) => {
  await visit(page, '/find-us?province=510000&city=510100');
  await page.getByRole('button', { name: 'MERIDIAN 成都太古里店' }).click();
  await expectInside(page, dialogParts(page.getByRole('dialog', { name: /MERIDIAN 成都太古里店/ })));
});

test('the gifting help dialog', async ({ page }) => {
  await visit(page, '/gifting');
  await page.getByRole('button', { name: '咨询礼盒方案' }).click();
  await expectInside(page, dialogParts(page.getByRole('dialog', { name: '高尔夫礼盒' })));
});

test('the collection dialog', async ({ page }) => {
  await visit(page, '/collections');
  await page.getByRole('button', { name: '如何挑选系列？' }).click();
  const dialog = page.getByRole('dialog', { name: '系列选购指南' });
  await expect(dialog.getByRole('heading', { name: '家居器物' })).toBeVisible();
  await expectInside(page, dialogParts(dialog));
});

test('the job dialog, then its form with its errors', async ({ page }) => {
  await visit(page, '/about-us');
  await page.locator('#careers').getByRole('link', { name: /家居器物产品设计师/ }).click();
  const intro = page.getByRole('dialog', { name: '家居器物产品设计师' });
  await expectInside(page, dialogParts(intro));
  await intro.getByRole('link', { name: '申请职位' }).click();
  const form = page.getByRole('dialog', { name: '申请：家居器物产品设计师' });
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.getByRole('alert')).toContainText('请输入姓名');
  await expectInside(page, [...dialogParts(form), form.getByRole('textbox')]);
});

test('the footer\'s image popovers', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-fixture-fault': NO_MINI_PROGRAM });
  await visit(page, '/');
  const footer = await reachFooter(page);
  // A phone's link groups are folded: opened, so each popover's button shows.
  for (const title of await footer.locator('summary').all()) await title.click();
  const ids = await footer.locator('button[popovertarget]').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('popovertarget') ?? ''));
  expect(ids.length).toBeGreaterThanOrEqual(3);
  for (const id of ids) {
    await footer.locator(`button[popovertarget="${id}"]`).click();
    const popover = footer.locator(`[id="${id}"]`);
    await expectInside(page, [popover, popover.getByRole('img')]);
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
  }
});
