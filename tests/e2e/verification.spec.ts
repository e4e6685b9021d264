import { seriousViolations } from './axe';
import { expect, test, type Page } from './console';
import { reachFooter } from './footer';

const field = (page: Page) => page.getByRole('textbox', { name: '防伪码' });
const outcome = (page: Page) => page.getByRole('region', { name: '查询结果' });
async function check(page: Page, code: string) {
  await field(page).fill(code);
  await page.getByRole('button', { name: '立即查询' }).click();
}

test('each answer of the security-code check, on both addresses', async ({ page }) => {
  await page.goto('/verification');
  await expect(page.getByRole('heading', { level: 1, name: '产品验证' })).toBeVisible();
  await page.getByRole('button', { name: '立即查询' }).click();
  await expect(page.getByRole('alert')).toHaveText('请输入防伪码');
  await expect((await reachFooter(page)).getByText('精选好物')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await check(page, 'MD2026000000000001');
  await expect(outcome(page).getByRole('heading', { name: '正品验证通过' })).toBeVisible();
  await expect(outcome(page).getByText('SIM3 MAX 一号木')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await check(page, 'MD2026000000000002');
  await expect(outcome(page).getByRole('heading', { name: '该防伪码已被查询过' })).toBeVisible();
  await expect(outcome(page).getByText(/首次查询时间：2026-09-03 14:26:08/)).toBeVisible();

  await check(page, 'MD2026000000000004');
  await expect(outcome(page).getByRole('heading', { name: '查询过于频繁' })).toBeVisible();

  await page.goto('/customer-service/product-verification');
  await check(page, 'ZZ9999999999999999');
  await expect(outcome(page).getByRole('heading', { name: '未查询到该防伪码' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a failed query says 请求失败，请稍后重试！ and keeps the code', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-fixture-fault': 'network@/ecommerce/open/v1/securityCode' });
  await page.goto('/verification');
  await check(page, 'MD2026000000000001');
  await expect(outcome(page).getByRole('alert')).toHaveText('请求失败，请稍后重试！');
  await expect(field(page)).toHaveValue('MD2026000000000001');
});
