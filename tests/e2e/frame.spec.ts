import { seriousViolations } from './axe';
import { expect, test, type Page } from './console';
import { reachFooter } from './footer';

const banner = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => banner(page).getByRole('navigation', { name: '主导航' });

test.describe('the same at every width', { tag: '@phone' }, () => {
  for (const path of ['/s/x', '/cs']) {
    test(`${path} renders bare: no header, footer or loading overlay`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByText('Loading...')).toHaveCount(0);
    });
  }

  test('a page shows its breadcrumb, and the footer its groups, QR block, copyright and filing notice', async ({ page }) => {
    await page.goto('/gifting');
    const crumbs = page.getByRole('navigation', { name: '面包屑导航' });
    await expect(crumbs.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByText('企业礼赠')).toBeVisible();
    const footer = await reachFooter(page);
    await expect(footer.getByText('精选好物')).toBeVisible();
    await expect(footer.getByText('即可开启 全新体验')).toBeVisible();
    await expect(footer.getByText('© 2024 MERIDIAN 版权所有')).toBeVisible();
    await expect(footer.getByRole('link', { name: '沪ICP备19790001号-1' })).toHaveAttribute('target', '_blank');
  });

  test('the footer opens a follow-us QR in a 107px popover', async ({ page }) => {
    await page.goto('/');
    const footer = await reachFooter(page);
    // 抖音: on a phone the WeChat entry opens the mini-program instead (tests/e2e/catalogue-rest.spec.ts).
    await footer.getByRole('button', { name: '抖音', exact: true }).click();
    const image = footer.getByRole('img', { name: '抖音', exact: true });
    await expect(image).toBeVisible();
    expect((await image.boundingBox())?.width).toBe(107);
    await page.keyboard.press('Escape');
    await expect(image).toBeHidden();
  });
});

test.describe('desktop 1440px', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop header only');

  test('hovering a nav item opens its card submenu; its link leads to the page it points to', async ({ page }) => {
    await page.goto('/');
    await mainNav(page).getByRole('link', { name: '家居器物' }).hover();
    const card = mainNav(page).getByRole('button', { name: '瓷器餐具' });
    await expect(card).toBeVisible();
    await card.click();
    await mainNav(page).getByRole('link', { name: '探索瓷器餐具' }).click();
    await expect(page).toHaveURL(/\/products\/porcelain$/);
    await expect(page.getByRole('heading', { level: 1, name: '瓷器餐具' })).toBeVisible();
    await expect(card).toBeHidden();
  });

  test('the grid submenu shows at most four new products, each leading to its detail page', async ({ page }) => {
    await page.goto('/');
    await mainNav(page).getByRole('link', { name: '高尔夫球杆' }).hover();
    const products = mainNav(page).getByRole('region', { name: 'SIM 系列 新品推荐' });
    await expect(products.getByRole('link')).toHaveCount(4);
    const tops = await products.getByRole('link').evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await products.getByRole('link', { name: /SIM3 MAX 一号木/ }).click();
    await expect(page).toHaveURL(/\/pdp\/1001$/);
    await expect(page.getByRole('heading', { level: 1, name: 'SIM3 MAX 一号木' })).toBeVisible();
  });

  test('the list submenu links a series with ?isAll=true when flagged all-series', async ({ page }) => {
    await page.goto('/');
    await mainNav(page).getByRole('link', { name: '产品系列' }).hover();
    await mainNav(page).getByRole('link', { name: '全部高尔夫系列' }).click();
    await expect(page).toHaveURL(/\/products\/golf\?isAll=true$/);
  });

  test('the header is keyboard reachable: focus leaves a submenu shut, Enter on its toggle opens it, Tab walks into it, Escape closes it', async ({ page }) => {
    await page.goto('/');
    const link = mainNav(page).getByRole('link', { name: '品牌故事' });
    await link.focus();
    const toggle = mainNav(page).getByRole('button', { name: '品牌故事子菜单' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowRight');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('button', { name: '品牌历程' })).toBeFocused();
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(link).toBeFocused();
  });

  test('contact us in the header leads to /contact-us', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('link', { name: '联系我们' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole('heading', { level: 1, name: '联系我们' })).toBeVisible();
    await expect(page.getByRole('link', { name: '发送邮件' })).toHaveAttribute('href', 'mailto:service@example.cn');
  });

  test('the store button opens the store detail popup, closed by Escape', async ({ page }) => {
    await page.goto('/');
    const button = banner(page).getByRole('link', { name: '门店', exact: true });
    await button.click();
    const dialog = page.getByRole('dialog', { name: '门店详情' });
    await expect(dialog.getByRole('heading', { name: 'MERIDIAN 上海静安旗舰店' })).toBeVisible();
    await expect(dialog.getByText('直营精品店')).toBeVisible();
    await expect(dialog.getByRole('button', { name: '下一张' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('mobile 390px', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile header only');

  test('the menu icon opens the full-height panel; a second-level link leads to its page', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: '打开菜单' }).click();
    const panel = page.getByRole('dialog', { name: '网站导航' });
    await expect(panel).toBeVisible();
    expect((await panel.boundingBox())?.height).toBe(844);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    await panel.getByRole('button', { name: '产品系列' }).click();
    await expect(panel.getByRole('button', { name: '返回' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await panel.getByRole('link', { name: '全部高尔夫系列' }).click();
    await expect(page).toHaveURL(/\/products\/golf\?isAll=true$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: '高尔夫球杆' })).toBeVisible();
  });

  test('a second level title itself jumps', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: '打开菜单' }).click();
    const panel = page.getByRole('dialog', { name: '网站导航' });
    await panel.getByRole('button', { name: '品牌故事' }).click();
    await panel.getByRole('link', { name: '品牌故事' }).click();
    await expect(page).toHaveURL(/\/brand-story$/);
  });

  test('the mail icon opens the contact dialog, closed by Escape', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('link', { name: '联系我们' }).click();
    const dialog = page.getByRole('dialog', { name: '联系我们' });
    await expect(dialog.getByRole('heading', { level: 2, name: '联系我们' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: '发送邮件' })).toHaveAttribute('href', 'mailto:service@example.cn');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the panel hands over to the store popup', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: '打开菜单' }).click();
    await page.getByRole('dialog', { name: '网站导航' }).getByRole('link', { name: '门店', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '门店详情' });
    await expect(dialog.getByRole('heading', { name: 'MERIDIAN 上海静安旗舰店' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: '021-6288 1979' })).toHaveAttribute('href', 'tel:02162881979');
  });

  test('footer groups collapse on a phone', async ({ page }) => {
    await page.goto('/');
    const footer = await reachFooter(page);
    const group = footer.locator('details', { hasText: '客户服务' });
    await expect(footer.getByRole('link', { name: '常见问题' })).toBeHidden();
    await group.locator('summary').click();
    await expect(group).toHaveAttribute('open', '');
    await expect(footer.getByRole('link', { name: '常见问题' })).toBeVisible();
  });
});
