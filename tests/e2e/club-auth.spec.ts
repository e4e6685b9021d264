import { captchaCode } from '../../fixtures/api/captcha';
import { seriousViolations } from './axe';
import { expect, test, type Page } from './console';
import { reachFooter } from './footer';

const captcha = (page: Page) => page.getByRole('link', { name: '验证码图片，点击换一张' });
/** The key of the next captcha the page receives. */
const nextCaptchaKey = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/clubAuth/captcha')).then(async (r) => ((await r.json()) as { data: { captchaKey: string } }).data.captchaKey);

/** The captcha's box says the spec's message and holds no broken picture (one has no width of its own). */
async function expectCaptchaUnavailable(page: Page) {
  await expect(captcha(page).getByText('验证码获取失败，请稍后重试！')).toBeVisible();
  for (const picture of await captcha(page).locator('img').all()) expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

test('the club captcha refreshes on a click and after a wrong code; the right code authenticates the club', async ({ page }) => {
  await page.goto('/certification');
  await expect(page.getByRole('heading', { level: 2, name: '球杆认证' })).toBeVisible();
  // The first captcha is the server's picture (the cached page holds none); a click gets the app's own, made in the browser.
  await expect(captcha(page).locator('img')).toHaveAttribute('src', '/__captcha/club');
  await expect((await reachFooter(page)).getByText('精选好物')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  let key = nextCaptchaKey(page);
  await captcha(page).click();
  let current = await key;
  await expect(captcha(page).locator('img')).toHaveAttribute('src', /^blob:/);

  await page.getByRole('textbox', { name: '球杆序列号' }).fill('MD24D1979001');
  await page.getByRole('textbox', { name: '验证码' }).fill('ZZZZ' === captchaCode(current) ? 'YYYY' : 'ZZZZ');
  key = nextCaptchaKey(page);
  await page.getByRole('button', { name: '立即认证' }).click();
  await expect(page.getByRole('form', { name: '球杆认证' }).getByRole('alert')).toHaveText('验证码错误，请重新输入');
  current = await key;
  await expect(page.getByRole('textbox', { name: '验证码' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: '验证码' })).toBeFocused();

  await page.getByRole('textbox', { name: '验证码' }).fill(captchaCode(current));
  await page.getByRole('button', { name: '立即认证' }).click();
  await expect(page.getByRole('heading', { name: '认证成功' })).toBeVisible();
  await expect(page.getByRole('form', { name: '球杆认证' }).getByText('SIM3 MAX 一号木')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a captcha that cannot be had says so, and a click tries again', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-fixture-fault': '500@/ecommerce/v1/taylormade/clubAuth/captcha' });
  await page.goto('/certification');
  await expect(page.getByRole('form', { name: '球杆认证' }).getByRole('alert')).toHaveText('验证码获取失败，请稍后重试！');
  await expectCaptchaUnavailable(page);
  // The app's own captcha fails alike.
  await captcha(page).click();
  await expect(page.getByRole('form', { name: '球杆认证' }).getByRole('alert')).toHaveText('验证码获取失败，请稍后重试！');
  await expectCaptchaUnavailable(page);
  await page.setExtraHTTPHeaders({});
  await captcha(page).click();
  await expect(captcha(page).locator('img')).toHaveAttribute('src', /^blob:/);
});
