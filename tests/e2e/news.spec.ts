import { seriousViolations } from './axe';
import { expect, test, type Page } from './console';
import { reachFooter } from './footer';

const list = (page: Page) => page.getByRole('list', { name: '资讯列表' });
const ready = async (page: Page) => {
  await expect((await reachFooter(page)).getByText('精选好物')).toBeVisible();
  await expect(page.getByRole('main').getByText('Loading...')).toHaveCount(0);
};

test('choose a catalogue, page through it, open an article and go back to its list', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: '新闻资讯' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: '资讯分类' });
  await expect(tabs.getByRole('link', { name: '品牌动态' })).toHaveAttribute('aria-current', 'page');
  await ready(page);
  expect(await seriousViolations(page)).toEqual([]);

  await tabs.getByRole('link', { name: '赛事活动' }).click();
  await expect(page).toHaveURL(/\/news\?catalog=103$/);
  await expect(list(page).getByRole('listitem')).toHaveCount(6);
  const pager = page.getByRole('navigation', { name: '分页' });
  await pager.getByRole('link', { name: '下一页' }).click();
  await expect(page).toHaveURL(/\/news\?catalog=103&page=2$/);
  await expect(list(page).getByRole('listitem')).toHaveCount(3);
  await expect(pager.getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');

  // The page lives in the URL: back returns to page 1, reload keeps page 2.
  await page.goBack();
  await expect(list(page).getByRole('listitem')).toHaveCount(6);
  await page.goForward();
  await page.reload();
  await expect(list(page).getByRole('listitem')).toHaveCount(3);

  const first = list(page).getByRole('link').first();
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '面包屑导航' }).getByRole('link', { name: '新闻资讯' })).toHaveAttribute('href', '/news');
  await ready(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: '返回资讯列表' }).click();
  await expect(page).toHaveURL(/\/news\?catalog=103$/);
});

test('an article shows its rich text without anything that runs, and leads to its neighbour', async ({ page }) => {
  await page.goto('/news/5001');
  await expect(page.getByRole('heading', { level: 1, name: 'MERIDIAN 迎来品牌创立 47 周年' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: '亮点一览' })).toBeVisible();
  await expect(page.getByRole('main').locator('script, [onerror]')).toHaveCount(0);
  await page.getByRole('link', { name: /下一篇/ }).click();
  await expect(page).toHaveURL(/\/news\/5002$/);
  await expect(page.getByRole('heading', { level: 1, name: '上海静安旗舰店焕新开幕' })).toBeVisible();
});

test('an unknown article shows a clear not-found state', async ({ page }) => {
  await page.goto('/news/999999');
  await expect(page.getByRole('heading', { name: '资讯不存在或已下线' })).toBeVisible();
  await page.getByRole('link', { name: '返回资讯列表' }).click();
  await expect(page).toHaveURL(/\/news$/);
});

test('the latest news list pages through every catalogue', async ({ page }) => {
  await page.goto('/latest-news?page=5');
  await expect(page.getByRole('heading', { level: 1, name: '最新动态' })).toBeVisible();
  await expect(list(page).getByRole('listitem')).toHaveCount(3);
  await ready(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '第 1 页' }).click();
  await expect(page).toHaveURL(/\/latest-news$/);
  await expect(list(page).getByRole('listitem')).toHaveCount(6);
});

test('a failed news call shows the message with a retry inside the frame', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-fixture-fault': 'unsuccessful@/ecommerce/biz/eccms/v1/information/getPageList' });
  await page.goto('/news');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('请求失败，请稍后重试！');
  await expect(page.getByRole('navigation', { name: '资讯分类' })).toBeVisible();
});
