import { preloadAxe, seriousViolations } from './axe';
import { expect, test, type Page } from './console';

// The content editors' /__preview, looking up every readable content of a CMS model (queryReadableContentByModelId).

test.beforeEach(async ({ page }) => preloadAxe(page));

async function fetchModel(page: Page, modelId: string) {
  await page.goto('/__preview');
  await page.getByLabel('获取方式').selectOption({ label: '按模型 ID' });
  await page.getByLabel('ID', { exact: true }).fill(modelId);
  await page.getByRole('button', { name: '获取并预览' }).click();
}

test('按模型 ID lists every readable content of the model, rendered by the engine with their pictures, and axe finds nothing serious', async ({ page }) => {
  await fetchModel(page, 'fixedSize_02');
  const rendered = page.getByRole('region', { name: '渲染结果' });
  const tiles = rendered.getByRole('region');
  await expect(tiles).toHaveCount(3);
  await expect(tiles.nth(0)).toHaveAccessibleName('独一无二的印记');
  await expect(tiles.nth(2)).toHaveAccessibleName('企业礼赠');
  // Each picture came through the image rule and loaded.
  for (const image of await rendered.locator('img').all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(image).toHaveAttribute('src', /^\/fixture-images\/.+x-oss-process=/);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await seriousViolations(page)).toEqual([]);
});

test('a model the backend does not know shows what a visitor would meet, in Chinese, with a retry', async ({ page }) => {
  await fetchModel(page, 'no-such-model');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: '页面暂时无法加载' })).toBeVisible();
  await expect(page.getByText('请求失败，请稍后重试！')).toBeVisible();
  await expect(alert.getByRole('button', { name: '重新加载' })).toBeVisible();
  await expect(page.getByRole('region', { name: '渲染结果' })).toHaveCount(0);
});
