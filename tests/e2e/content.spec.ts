import { seriousViolations } from './axe';
import { expect, test } from './console';

test.describe('short links', () => {
  test('/s/{code} forwards to its page in place of the short link', async ({ page }) => {
    await page.goto('/');
    await page.goto('/s/gift');
    await expect(page).toHaveURL(/\/gifting$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/s/{code} leaves for an http(s) target', async ({ page }) => {
    await page.route('https://weibo.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>微博</title>' }));
    await page.goto('/s/weibo');
    await expect(page).toHaveURL('https://weibo.com/meridiangolf');
  });

  test('an unknown code ends on a clear message with the way home', async ({ page }) => {
    await page.goto('/s/no-such-code');
    await expect(page.getByRole('heading', { level: 1, name: '链接无效或已失效' })).toBeVisible();
    await expect(page.getByText('跳转中')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('a failing resolve call ends on the retry message, never a hang', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-fixture-fault': '500@/ecommerce/open/v1/shortLink' });
    await page.goto('/s/gift');
    await expect(page.getByRole('alert')).toContainText('请求失败，请稍后重试！');
    await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });
});
