import { seriousViolations } from './axe';
import { expect, test, type Page } from './console';
import { reachFooter } from './footer';

const stores = (page: Page) => page.getByRole('main').getByRole('list', { name: '门店列表' });
const ready = async (page: Page) => {
  await expect((await reachFooter(page)).getByText('精选好物')).toBeVisible();
  await expect(page.getByRole('main').getByText('Loading...')).toHaveCount(0);
};

test('choose a province and a city: the list follows, and the choice lives in the URL, which a reload keeps', async ({ page }) => {
  await page.goto('/find-us');
  await expect(page.getByRole('heading', { level: 1, name: '门店查询' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '上海市 · 4 家门店' })).toBeVisible();
  await page.getByLabel('省份').selectOption({ label: '四川省' });
  await expect(page).toHaveURL(/\/find-us\?province=510000$/);
  await expect(stores(page).getByRole('listitem')).toHaveCount(4);
  await page.getByLabel('城市').selectOption({ label: '成都市' });
  await expect(page).toHaveURL(/province=510000&city=510100/);
  await expect(stores(page).getByRole('listitem')).toHaveCount(3);

  await page.reload();
  await expect(page.getByLabel('城市')).toHaveValue('510100');
  await expect(stores(page).getByRole('listitem')).toHaveCount(3);
});

// Its own test: two axe runs on top of the choosing above made one test three times slower than the rest on a busy runner.
test('a store of the list opens in its dialog and closes with Escape, and axe finds nothing serious in either', async ({ page }) => {
  await page.goto('/find-us?province=510000&city=510100');
  await ready(page);
  expect(await seriousViolations(page)).toEqual([]);
  await stores(page).getByRole('button', { name: 'MERIDIAN 成都太古里店' }).click();
  const dialog = page.getByRole('dialog', { name: /MERIDIAN 成都太古里店/ });
  await expect(dialog.getByText('2027 年 05 月 18 日 正式开业')).toBeVisible();
  await expect(dialog.getByText('「即将盛大开幕」')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a province without stores says so calmly and keeps the picker', async ({ page }) => {
  await page.goto('/find-us?province=460000');
  await expect(page.getByRole('status').filter({ hasText: '该地区暂无门店' })).toBeVisible();
  await expect(page.getByLabel('省份')).toHaveValue('460000');
});

test('a failed store call shows the stores message with a retry, inside the frame', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-fixture-fault': '500@/ecommerce/open/v1/store/getStoreByCoordinateProvince' });
  await page.goto('/find-us');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('门店数据获取失败，请稍后重试！');
  await expect(alert.getByRole('button', { name: '重新加载' })).toBeVisible();
  await expect(page.getByLabel('省份')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('the flagship stores have their own page', async ({ page }) => {
  await page.goto('/find-us/flagship-stores');
  await expect(page.getByRole('heading', { level: 1, name: '旗舰店' })).toBeVisible();
  await expect(stores(page).getByRole('listitem')).toHaveCount(6);
  await expect(stores(page).getByRole('button', { name: 'MERIDIAN 北京三里屯旗舰店' })).toBeVisible();
  await ready(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the store list shows every store province by province, and a card opens its store', async ({ page }) => {
  await page.goto('/store-list');
  const main = page.getByRole('main');
  // The provinces in the area tree's order, then the STORE_LIST content after them.
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([/^上海市/, /^北京市/, /^广东省/, /^浙江省/, /^江苏省/, /^四川省/, '每一家精品店都为您提供']);
  await expect(main.getByRole('article')).toHaveCount(26);
  await ready(page);
  expect(await seriousViolations(page)).toEqual([]);
  await main.getByRole('list', { name: '浙江省' }).getByRole('button', { name: 'MERIDIAN 宁波阪急店' }).click();
  await expect(page.getByRole('dialog', { name: 'MERIDIAN 宁波阪急店' }).getByText('甬城首店，提供免费礼品包装。')).toBeVisible();
});
