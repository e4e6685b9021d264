import { seriousViolations } from './axe';
import { expect, test } from './console';
import { reachFooter } from './footer';

test('the member page lists the running and coming activities with their dates', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/member');
  const list = page.getByRole('list', { name: '活动列表' });
  await expect(list.getByRole('heading')).toHaveText(['冬季室内试打周', '会员礼赠季', '新年定制工坊开放日']);
  await expect(list.getByText(/^\d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}$/)).toHaveCount(3);
  await expect(page.getByText('秋季挥杆挑战赛')).toHaveCount(0);
  await expect((await reachFooter(page)).getByText('精选好物')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('no activity running: a calm state', { tag: '@phone' }, async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-fixture-fault': 'empty@/ecommerce/v1/activity' });
  await page.goto('/member');
  await expect(page.getByRole('heading', { name: '暂无进行中的活动' })).toBeVisible();
});

test.describe('desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'the QR is the desktop way in');
  test('shows the mini-program QR instead of a button', async ({ page }) => {
    await page.goto('/member');
    await expect(page.getByRole('img', { name: 'MERIDIAN 微信小程序二维码' })).toBeVisible();
    await expect(page.getByRole('button', { name: '打开微信小程序' })).toHaveCount(0);
  });
});

test.describe('phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the tap is the phone way in');
  test('a tap asks for the mini-program link and opens it', async ({ page }) => {
    // The messaging app is not on the test machine: answer with an https link of the app and catch the navigation.
    await page.route('**/ecommerce/v1/mini/generateSchemeByParam', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: { openlink: string } };
      expect(body.data.openlink).toMatch(/^weixin:\/\/dl\/business\/\?t=/);
      await route.fulfill({ json: { ...body, data: { openlink: 'https://wxaurl.example/mini?t=test' } } });
    });
    await page.route('https://wxaurl.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>mini</title>' }));
    await page.goto('/member');
    await expect(page.getByRole('img', { name: 'MERIDIAN 微信小程序二维码' })).toHaveCount(0);
    await page.getByRole('button', { name: '打开微信小程序' }).click();
    await expect(page).toHaveURL('https://wxaurl.example/mini?t=test');
  });

  test('a tap that gets no link toasts and shows the QR to scan instead', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-fixture-fault': 'unsuccessful@/ecommerce/v1/mini' });
    await page.goto('/member');
    const qr = page.getByRole('img', { name: 'MERIDIAN 微信小程序二维码' });
    await expect(qr).toBeHidden();
    await page.getByRole('button', { name: '打开微信小程序' }).click();
    await expect(page.getByRole('status').getByText('小程序暂时无法打开，请稍后重试！')).toBeVisible();
    await expect(qr).toBeVisible();
    await expect(page.getByRole('button', { name: '打开微信小程序' })).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
