import { readApplications } from '../../fixtures/applications';
import { minimalPdf, PDF_TYPE } from '../support/documents';
import { expect, test, type Page } from './console';
import { holdEntry } from './support/hold-entry';

// The job application is a form the server answers: 申请职位 is the form's own address (?job=ID&apply=1), the form posts
// its fields and files to /about-us's action, the captcha is the server's picture with its key in a cookie, and the
// answer is the result or the form again with what was typed.

const form = (page: Page) => page.getByRole('dialog', { name: '申请：高尔夫球杆定制技师' });

/** The code of the next captcha picture the server sends (the fixture draws its letters as SVG text). */
function nextCaptchaCode(page: Page): Promise<string> {
  return page
    .waitForResponse((response) => new URL(response.url()).pathname === '/__captcha/job' && response.ok())
    .then(async (response) => [...(await response.text()).matchAll(/>([A-Z0-9])<\/text>/g)].map((m) => m[1]).join(''));
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a candidate applies: the form at its address, its messages with nothing typed lost, then a pdf and the captcha sent', async ({ page }) => {
    const personName = `韩梅梅${Date.now().toString(36).slice(-5)}`;
    await page.goto('/about-us?job=J1001');
    const firstCaptcha = nextCaptchaCode(page);
    await page.getByRole('dialog', { name: '高尔夫球杆定制技师' }).getByRole('link', { name: '申请职位' }).click();
    await expect(page).toHaveURL(/\/about-us\?job=J1001&apply=1$/);
    await firstCaptcha;

    // Sent with the name alone: the server names every other missing field, in form order, and keeps the name.
    await form(page).getByLabel('姓名').fill(personName);
    let captcha = nextCaptchaCode(page);
    await form(page).getByRole('button', { name: '提交申请' }).click();
    await expect(form(page).getByRole('alert')).toHaveText('请输入手机号码请选择地点偏好请上传简历请输入验证码');
    await expect(form(page).getByLabel('姓名')).toHaveValue(personName);
    await expect(form(page).getByLabel('姓名')).not.toHaveAttribute('aria-invalid');
    await expect(form(page).getByLabel('手机号码')).toHaveAttribute('aria-invalid', 'true');
    const code = await captcha;

    await form(page).getByLabel('手机号码').fill('13812345678');
    await form(page).getByLabel('地点偏好').selectOption({ label: '上海市' });
    await form(page).getByRole('group', { name: '简历' }).locator('input[type=file]').setInputFiles({ name: '韩梅梅-简历.pdf', mimeType: PDF_TYPE, buffer: Buffer.from(minimalPdf(personName)) });
    await form(page).getByRole('textbox', { name: '验证码', exact: true }).fill(code);
    captcha = nextCaptchaCode(page);
    const sent = page.waitForResponse((response) => response.request().method() === 'POST');
    await form(page).getByRole('button', { name: '提交申请' }).click();
    expect((await sent).headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('dialog', { name: '投递成功' })).toContainText('感谢您的关注，我们已收到您的申请，将尽快与您联系。');
    expect(readApplications().filter((a) => a.personName === personName)).toMatchObject([
      { jobId: 'J1001', phoneNumber: '13812345678', cityId: '310100', files: [{ field: 'resumeFile', name: '韩梅梅-简历.pdf' }] },
    ]);
    await page.getByRole('dialog', { name: '投递成功' }).getByRole('link', { name: '完成' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('what a candidate typed into the server\'s form before the app runs stays once it has, and the app takes the form over', async ({ page }) => {
  const held = await holdEntry(page);
  await page.goto('/about-us?job=J1001&apply=1', { waitUntil: 'commit' });
  await form(page).getByLabel('姓名').fill('韩梅梅');
  await form(page).getByLabel('手机号码').fill('13812345678');
  await form(page).getByLabel('地点偏好').selectOption({ label: '上海市' });
  await form(page).getByRole('group', { name: '简历' }).locator('input[type=file]').setInputFiles({ name: '韩梅梅-简历.pdf', mimeType: PDF_TYPE, buffer: Buffer.from(minimalPdf('before the app')) });
  await held.release();
  // Hydrated: the app's own captcha (a blob: picture) re-renders the form, and what was typed stays, in the app's state too.
  await expect(form(page).getByRole('button', { name: '验证码图片，点击刷新' }).locator('img')).toHaveAttribute('src', /^blob:/);
  await expect(form(page).getByLabel('姓名')).toHaveValue('韩梅梅');
  await expect(form(page).getByLabel('手机号码')).toHaveValue('13812345678');
  await expect(form(page).getByLabel('地点偏好')).toHaveValue('310100');
  await expect(form(page).getByRole('group', { name: '意向门店（最多选择两家）' })).toBeVisible();
  await form(page).getByRole('button', { name: '提交申请' }).click();
  await expect(form(page).getByRole('group', { name: '简历' }).getByRole('listitem')).toHaveText([/韩梅梅-简历\.pdf/]);
  await expect(form(page).getByRole('alert')).toHaveText('请输入验证码');
});
