import type { BrowserContext } from '@playwright/test';
import { captchaCode } from '../../fixtures/api/captcha';
import { nginxMissing, startCachedStack, type CachedStack } from '../../tools/cached-stack';
import { expect, test, type Page } from './console';
import { holdEntry } from './support/hold-entry';

// Product verification and club authentication are route actions the render server runs too: a form posted before the
// app runs (or without script) is answered by the server with the result, and what the visitor typed is kept.

const codeField = (page: Page) => page.getByRole('textbox', { name: '防伪码' });
const outcome = (page: Page) => page.getByRole('region', { name: '查询结果' });
const clubForm = (page: Page) => page.getByRole('form', { name: '球杆认证' });
const serialField = (page: Page) => page.getByRole('textbox', { name: '球杆序列号' });
const captchaField = (page: Page) => page.getByRole('textbox', { name: '验证码' });
const captchaLink = (page: Page) => page.getByRole('link', { name: '验证码图片，点击换一张' });
const captchaPicture = (page: Page) => captchaLink(page).locator('img');

/** The code of the captcha the visitor was last shown by the server: the one its cookie names (HttpOnly, for the server alone). */
async function shownCaptchaCode(context: BrowserContext): Promise<string> {
  const key = (await context.cookies()).find((cookie) => cookie.name === 'club_captcha')?.value;
  expect(key, 'the captcha cookie').toBeTruthy();
  return captchaCode(decodeURIComponent(key ?? ''));
}

/** Waits until the server's captcha picture has loaded (so its cookie is set), and answers whether it shows a picture. */
const pictureLoaded = (page: Page) =>
  captchaPicture(page).evaluate((img: HTMLImageElement) => (img.complete ? Promise.resolve() : new Promise((done) => img.addEventListener('load', done, { once: true })))).then(
    () => captchaPicture(page).evaluate((img: HTMLImageElement) => img.naturalWidth > 0),
  );

test.describe('before the app runs', () => {
  test('a code typed and sent before the app runs is checked by the server, and the app takes over its answer', async ({ page, consoleErrors }) => {
    const held = await holdEntry(page);
    await page.goto('/verification', { waitUntil: 'commit' });
    await codeField(page).fill('MD2026000000000001');
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/verification'));
    await page.getByRole('button', { name: '立即查询' }).click();
    expect((await answer).headers()['cache-control']).toBe('no-store');
    await expect(outcome(page).getByRole('heading', { name: '正品验证通过' })).toBeVisible();
    await held.release();
    // Hydrated with the action's answer: the result and the typed code stay, and the next check is the app's own.
    await expect(outcome(page).getByRole('heading', { name: '正品验证通过' })).toBeVisible();
    await expect(codeField(page)).toHaveValue('MD2026000000000001');
    let posted = false;
    page.on('request', (request) => void (posted ||= request.method() === 'POST'));
    await codeField(page).fill('ZZ9999999999999999');
    await page.getByRole('button', { name: '立即查询' }).click();
    await expect(outcome(page).getByRole('heading', { name: '未查询到该防伪码' })).toBeVisible();
    expect(posted, 'a check after hydration posts no document').toBe(false);
    expect(consoleErrors).toEqual([]);
  });

  test('a serial and captcha typed before the app runs still authenticate the club once it has', async ({ page, context }) => {
    const held = await holdEntry(page);
    await page.goto('/certification', { waitUntil: 'commit' });
    expect(await pictureLoaded(page)).toBe(true);
    await serialField(page).fill('MD24D1979001');
    await captchaField(page).fill(await shownCaptchaCode(context));
    await held.release();
    await expect(captchaField(page)).not.toHaveValue('');
    await page.getByRole('button', { name: '立即认证' }).click();
    await expect(clubForm(page).getByRole('heading', { name: '认证成功' })).toBeVisible();
    await expect(serialField(page)).toHaveValue('MD24D1979001');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the security-code check: the rules, each answer, and a failed call, the typed code kept each time', async ({ page }) => {
    await page.goto('/customer-service/product-verification');
    await page.getByRole('button', { name: '立即查询' }).click();
    await expect(page.getByRole('alert')).toHaveText('请输入防伪码');
    await codeField(page).fill('ABC123');
    await page.getByRole('button', { name: '立即查询' }).click();
    await expect(page.getByRole('alert')).toHaveText('防伪码为 12-20 位数字或字母，请核对后重新输入');
    await expect(codeField(page)).toHaveValue('ABC123');
    await expect(codeField(page)).toHaveAttribute('aria-invalid', 'true');

    await codeField(page).fill('MD2026000000000002');
    await page.getByRole('button', { name: '立即查询' }).click();
    await expect(outcome(page).getByRole('heading', { name: '该防伪码已被查询过' })).toBeVisible();
    await expect(outcome(page).getByText(/首次查询时间：2026-09-03 14:26:08/)).toBeVisible();
    await expect(codeField(page)).toHaveValue('MD2026000000000002');

    await page.setExtraHTTPHeaders({ 'x-fixture-fault': 'network@/ecommerce/open/v1/securityCode' });
    const answer = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.getByRole('button', { name: '立即查询' }).click();
    expect((await answer).status()).toBe(503);
    await expect(outcome(page).getByRole('alert')).toHaveText('请求失败，请稍后重试！');
    await expect(codeField(page)).toHaveValue('MD2026000000000002');
  });

  test('the club authentication: the server\'s captcha, a wrong code refused with the serial kept, then the right one', async ({ page, context }) => {
    await page.goto('/certification');
    expect(await pictureLoaded(page)).toBe(true);
    await expect(clubForm(page).getByText('Loading...')).toHaveCount(0);
    await page.getByRole('button', { name: '立即认证' }).click();
    await expect(clubForm(page).getByRole('alert')).toHaveText(['请输入球杆序列号', '请输入验证码']);

    await serialField(page).fill('MD24D1979001');
    const wrong = (await shownCaptchaCode(context)) === 'ZZZZ' ? 'YYYY' : 'ZZZZ';
    await captchaField(page).fill(wrong);
    await page.getByRole('button', { name: '立即认证' }).click();
    await expect(clubForm(page).getByRole('alert')).toHaveText('验证码错误，请重新输入');
    await expect(serialField(page)).toHaveValue('MD24D1979001');
    await expect(captchaField(page)).toHaveValue('');
    expect(await pictureLoaded(page)).toBe(true);

    await captchaField(page).fill(await shownCaptchaCode(context));
    await page.getByRole('button', { name: '立即认证' }).click();
    await expect(clubForm(page).getByRole('heading', { name: '认证成功' })).toBeVisible();
    await expect(clubForm(page).getByText('SIM3 MAX 一号木')).toBeVisible();
  });

  test('the captcha\'s link brings a fresh captcha, the serial typed kept by the browser\'s own form', async ({ page, context }) => {
    await page.goto('/certification');
    expect(await pictureLoaded(page)).toBe(true);
    const first = await shownCaptchaCode(context);
    await expect(captchaLink(page)).toHaveAttribute('href', '/certification');
    await captchaLink(page).click();
    await expect(page).toHaveURL(/\/certification$/);
    expect(await pictureLoaded(page)).toBe(true);
    await expect.poll(() => shownCaptchaCode(context)).not.toBe(first);
  });

  test('a captcha the backend cannot give shows the spec\'s message in its box, never a broken picture, and its link tries again', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-fixture-fault': '500@/ecommerce/v1/taylormade/clubAuth/captcha' });
    const answer = page.waitForResponse((r) => r.url().endsWith('/__captcha/club'));
    await page.goto('/certification');
    // A broken picture has no width of its own: the server answers the failure with a picture of its message.
    expect(await pictureLoaded(page)).toBe(true);
    expect((await answer).status()).toBe(503);
    expect(await (await answer).text()).toContain('验证码获取失败，请稍后重试！');
    await expect(captchaPicture(page)).toHaveAttribute('alt', '验证码获取失败，请稍后重试！');
    await page.setExtraHTTPHeaders({});
    const retried = page.waitForResponse((r) => r.url().endsWith('/__captcha/club'));
    await captchaLink(page).click();
    expect((await retried).status()).toBe(200);
    expect(await pictureLoaded(page)).toBe(true);
  });
});

test.describe('what is cached', () => {
  test('the certification page is the same for everyone and holds no captcha; a captcha and a form\'s answer are kept nowhere', async ({ request }) => {
    const [first, second] = await Promise.all([request.get('/certification'), request.get('/certification')]);
    expect(first.headers()['cache-control']).toMatch(/^public/);
    expect(await first.text()).toBe(await second.text());
    // The picture is the server's address, its key in no field: nothing of one visitor's captcha.
    expect(await first.text()).not.toMatch(/captchaKey|data:image|blob:/);
    const captchas = await Promise.all([request.get('/__captcha/club'), request.get('/__captcha/club')]);
    for (const captcha of captchas) expect(captcha.headers()['cache-control']).toBe('no-store');
    expect(captchas[0]?.headers()['set-cookie']).not.toBe(captchas[1]?.headers()['set-cookie']);
    const posted = await request.post('/certification', { form: { serialNumber: 'MD24D1979001', captchaCode: 'ZZZZ' } });
    expect([posted.status(), posted.headers()['cache-control']]).toEqual([422, 'no-store']);
  });

  test('a form posted to a page that takes none is refused, as is a body that is no form or too large', async ({ request }) => {
    expect((await request.post('/contact-us', { form: { a: '1' } })).status()).toBe(405);
    expect((await request.post('/verification', { data: { securityCode: 'MD2026000000000001' } })).status()).toBe(415);
    expect((await request.post('/verification', { form: { securityCode: 'x'.repeat(5000) } })).status()).toBe(413);
  });
});

test.describe('through nginx\'s cache (npm run serve:cached)', () => {
  test.skip(nginxMissing() !== undefined, nginxMissing() ?? '');
  const port = Number(process.env.NGINX_TEST_PORT ?? 4550) + 90;
  let stack: CachedStack;
  test.beforeAll(async () => {
    stack = await startCachedStack({ port, serverPorts: [port + 1] });
  });
  test.afterAll(async () => stack?.stop());

  test('a form posted without script is answered by the render server, never from the cache; the captcha passes uncached', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: stack.nginx.base });
    const page = await context.newPage();
    await page.goto('/certification');
    await page.goto('/certification');
    expect(await pictureLoaded(page)).toBe(true);
    await serialField(page).fill('MD24D1979001');
    await captchaField(page).fill(await shownCaptchaCode(context));
    const answer = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.getByRole('button', { name: '立即认证' }).click();
    expect((await answer).headers()['cache-control']).toBe('no-store');
    await expect(clubForm(page).getByRole('heading', { name: '认证成功' })).toBeVisible();
    await context.close();
    const cached = await fetch(`${stack.nginx.base}/certification`);
    expect(cached.headers.get('x-cache-status')).toBe('HIT');
    const tooLarge = await fetch(`${stack.nginx.base}/verification`, { method: 'POST', body: new URLSearchParams({ securityCode: 'x'.repeat(5000) }) });
    expect(tooLarge.status).toBe(413);
  });
});
