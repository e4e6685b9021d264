import { readApplications, uploadedBytes } from '../../fixtures/applications';
import { DOCX_TYPE, minimalDocx, minimalPdf, PDF_TYPE } from '../support/documents';
import { seriousViolations } from './axe';
import { watchCaptchaCodes } from './captcha-codes';
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './console';
import { test as backendTest } from './support/backend-test';
import { reachFooter } from './footer';

/** The code of the `n`th captcha the page was sent (1-based), once it has arrived. */
async function captchaCode(codes: string[], n: number): Promise<string> {
  await expect.poll(() => codes.length).toBeGreaterThanOrEqual(n);
  return codes[n - 1] ?? '';
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

backendTest('a candidate applies with a pdf resume and a docx portfolio; a wrong captcha loses nothing', async ({ page, site, consoleErrors }, info) => {
  backendTest.setTimeout(90_000); // the whole flow with six axe runs, on a shared two-core machine
  const personName = `李雷${info.project.name}${Date.now().toString(36).slice(-5)}`;
  const resume = minimalPdf(`Resume of ${personName}`);
  const portfolio = minimalDocx(`Portfolio of ${personName}`);

  const codes = watchCaptchaCodes(page);
  await page.goto(`${site}/about-us`);
  const careers = page.locator('#careers');
  await careers.getByRole('heading', { name: '加入我们' }).scrollIntoViewIfNeeded();
  await expect(careers.getByRole('link')).toHaveCount(9); // six jobs, and the pager's two pages and 下一页
  expect(await seriousViolations(page)).toEqual([]);

  await careers.getByRole('link', { name: /家居器物产品设计师/ }).click();
  await expect(page).toHaveURL(/\?job=J1004$/);
  const intro = dialog(page, '家居器物产品设计师');
  await expect(intro.getByRole('heading', { name: '任职要求' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await intro.getByRole('link', { name: '申请职位' }).click();

  const form = dialog(page, '申请：家居器物产品设计师');
  const captchaButton = form.getByRole('button', { name: '验证码图片，点击刷新' });
  await expect(captchaButton.locator('img')).toHaveAttribute('src', /^blob:/);
  expect(await seriousViolations(page)).toEqual([]);

  // Nothing filled in: every missing field is named, in form order.
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.getByRole('alert')).toHaveText(['请输入姓名请输入手机号码请选择地点偏好请上传简历请输入验证码'].join(''));
  expect(await seriousViolations(page)).toEqual([]);

  await form.getByLabel('姓名').fill(personName);
  await form.getByLabel('手机号码').fill('13812345678999');
  await expect(form.getByLabel('手机号码')).toHaveValue('13812345678');
  await form.getByLabel('地点偏好').selectOption({ label: '上海市' });
  const stores = form.getByRole('group', { name: '意向门店（最多选择两家）' });
  await stores.getByLabel('MERIDIAN 上海静安旗舰店').check();
  await stores.getByLabel('MERIDIAN 上海佘山球会店').check();
  await expect(stores.getByLabel('MERIDIAN 上海前滩精品店')).toBeDisabled();
  await form.getByRole('group', { name: '简历' }).locator('input[type=file]').setInputFiles({ name: '李雷-简历.pdf', mimeType: PDF_TYPE, buffer: Buffer.from(resume) });
  await form.getByRole('group', { name: '作品集' }).locator('input[type=file]').setInputFiles([
    { name: 'portfolio.docx', mimeType: DOCX_TYPE, buffer: Buffer.from(portfolio) },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('dropped: not a pdf, doc or docx') },
  ]);
  await expect(form.getByRole('group', { name: '简历' }).getByRole('listitem')).toHaveText([/李雷-简历\.pdf/]);
  await expect(form.getByRole('group', { name: '作品集' }).getByRole('listitem')).toHaveText([/portfolio\.docx/]);
  await expect(form.getByRole('group', { name: '作品集' }).getByRole('status')).toHaveText('抱歉，以下文件未能添加：notes.txt（格式不支持）');

  // A wrong captcha: the server says so, a new captcha comes, and everything else stays.
  const firstCode = await captchaCode(codes, 1);
  const firstImage = await captchaButton.locator('img').getAttribute('src');
  await form.getByRole('textbox', { name: '验证码', exact: true }).fill(firstCode === 'YYYY' ? 'ZZZZ' : 'YYYY');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.getByRole('alert')).toHaveText('验证码错误');
  await expect(captchaButton.locator('img')).not.toHaveAttribute('src', firstImage ?? '');
  await expect(form.getByLabel('姓名')).toHaveValue(personName);
  await expect(form.getByLabel('手机号码')).toHaveValue('13812345678');
  await expect(form.getByLabel('地点偏好')).toHaveValue('310100');
  await expect(stores.getByLabel('MERIDIAN 上海静安旗舰店')).toBeChecked();
  await expect(stores.getByLabel('MERIDIAN 上海佘山球会店')).toBeChecked();
  await expect(form.getByRole('group', { name: '简历' }).getByRole('listitem')).toHaveText([/李雷-简历\.pdf/]);
  await expect(form.getByRole('group', { name: '作品集' }).getByRole('listitem')).toHaveText([/portfolio\.docx/]);
  expect(await seriousViolations(page)).toEqual([]);

  await form.getByRole('textbox', { name: '验证码', exact: true }).fill(await captchaCode(codes, 2));
  await form.getByRole('button', { name: '提交申请' }).click();
  const result = dialog(page, '投递成功');
  await expect(result.getByRole('link', { name: '完成' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // What arrived at the fixture backend (this worker's, in this process): every field, and the files byte for byte, read
  // from its upload folder as QA reads them (no HTTP path serves them).
  const mine = readApplications().filter((a) => a.personName === personName);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ jobId: 'J1004', phoneNumber: '13812345678', cityId: '310100', positionIdList: ['S3101', 'S3103'] });
  expect(mine[0]?.files.map((f) => [f.field, f.name, f.type, f.size])).toEqual([
    ['resumeFile', '李雷-简历.pdf', PDF_TYPE, resume.length],
    ['otherFiles', 'portfolio.docx', DOCX_TYPE, portfolio.length],
  ]);
  expect(mine[0]?.files.map((f) => f.file)).toEqual([expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/), expect.stringMatching(/^[0-9a-f-]{36}\.docx$/)]);
  expect(uploadedBytes(mine[0]?.files[0] ?? { file: '' }).equals(Buffer.from(resume))).toBe(true);
  expect(uploadedBytes(mine[0]?.files[1] ?? { file: '' }).equals(Buffer.from(portfolio))).toBe(true);

  await result.getByRole('link', { name: '完成' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/about-us$/);
  expect(consoleErrors).toEqual([]);
});

test('the site hands out none of the fixture backend\'s inspection paths, in any spelling', async ({ request }) => {
  for (const path of [
    '/ecommerce/__fixtures/recruitJob/applications',
    '/ecommerce/__Fixtures/recruitJob/applications',
    '/ecommerce/__FIXTURES/recruitJob/applications',
    '/ecommerce/x/ecommerce/__fixtures/recruitJob/applications',
    '/productSearch/ecommerce/__fixtures/recruitJob/applications',
  ]) {
    const answer = await request.get(path, { headers: { storeCode: 'ST0002' } });
    // Refused by the site's forwarder or by the fixture backend itself, which serves none over HTTP: never the records.
    expect([path, answer.status() >= 400, (await answer.text()).includes('applications')]).toEqual([path, true, false]);
  }
});

test('opening a job from the list and closing it again, or turning the list\'s page, keeps the reader where they are', async ({ page }) => {
  await page.goto('/about-us');
  const careers = page.locator('#careers');
  await careers.getByRole('link', { name: /家居器物产品设计师/ }).scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(0);
  await careers.getByRole('link', { name: /家居器物产品设计师/ }).click();
  await expect(dialog(page, '家居器物产品设计师')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/about-us$/);
  await careers.getByRole('link', { name: '下一页' }).click();
  await expect(careers.getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

test('a shared ?job link opens the job; closing clears the form and the query', async ({ page }) => {
  await page.goto('/about-us?job=J1001');
  const intro = dialog(page, '高尔夫球杆定制技师');
  await intro.getByRole('link', { name: '申请职位' }).click();
  const form = dialog(page, '申请：高尔夫球杆定制技师');
  await form.getByLabel('姓名').fill('韩梅梅');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/about-us$/);
  await page.locator('#careers').getByRole('link', { name: /高尔夫球杆定制技师/ }).click();
  await dialog(page, '高尔夫球杆定制技师').getByRole('link', { name: '申请职位' }).click();
  await expect(dialog(page, '申请：高尔夫球杆定制技师').getByLabel('姓名')).toHaveValue('');
});

test('on any full-frame page, ?job opens the form, whose missing-field toast keeps each message on a line of its own', async ({ page }) => {
  await page.goto('/gifting?job=J1001');
  await dialog(page, '高尔夫球杆定制技师').getByRole('link', { name: '申请职位' }).click();
  const form = dialog(page, '申请：高尔夫球杆定制技师');
  await expect(form.getByRole('button', { name: '验证码图片，点击刷新' }).locator('img')).toHaveAttribute('src', /^blob:/);
  await form.getByRole('button', { name: '提交申请' }).click();
  const messages = ['请输入姓名', '请输入手机号码', '请选择地点偏好', '请上传简历', '请输入验证码'];
  // The toast's own text: the alert in the form runs its paragraphs together, without white space.
  const toast = page.getByText(/^请输入姓名\s+请输入手机号码/);
  await expect(toast).toBeVisible();
  // innerText is the text as laid out: blank lines survive only if the toast draws them.
  expect(await toast.evaluate((element) => (element as HTMLElement).innerText)).toBe(messages.join('\n\n'));
  // Its laid-out lines (offsetHeight ignores the entrance animation's scale): each message, and a blank line between.
  const lines = await toast.evaluate((element) => (element as HTMLElement).offsetHeight / parseFloat(getComputedStyle(element).lineHeight));
  expect(Math.round(lines)).toBe(messages.length * 2 - 1);
});

test('closing the form while it is being sent cancels the application and says it was not sent', async ({ page }) => {
  const codes = watchCaptchaCodes(page);
  // The application never answers: only closing the dialog ends the wait.
  await page.route('**/recruitJob/applyJob', () => undefined);
  await page.goto('/about-us?job=J1001');
  await dialog(page, '高尔夫球杆定制技师').getByRole('link', { name: '申请职位' }).click();
  const form = dialog(page, '申请：高尔夫球杆定制技师');
  await form.getByLabel('姓名').fill('韩梅梅');
  await form.getByLabel('手机号码').fill('13812345678');
  await form.getByLabel('地点偏好').selectOption({ label: '北京市' });
  await form.getByRole('group', { name: '简历' }).locator('input[type=file]').setInputFiles({ name: 'cv.pdf', mimeType: PDF_TYPE, buffer: Buffer.from(minimalPdf('cv')) });
  await form.getByRole('textbox', { name: '验证码', exact: true }).fill(await captchaCode(codes, 1));
  const sent = page.waitForRequest('**/recruitJob/applyJob');
  await form.getByRole('button', { name: '提交申请' }).click();
  const application = await sent;
  await expect(form.getByRole('button', { name: '提交申请' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('已取消提交，您的申请未发送。')).toBeVisible();
  await expect.poll(() => application.failure()?.errorText ?? '').toMatch(/abort/i);
  await expect(page.getByRole('main').getByText('Loading...')).toHaveCount(0);
});

test('the jobs list pages through ?jobPage and keeps the page on reload', async ({ page }) => {
  await page.goto('/about-us');
  const careers = page.locator('#careers');
  await careers.getByRole('link', { name: '下一页' }).click();
  await expect(page).toHaveURL(/\?jobPage=2$/);
  await expect(careers.getByRole('link', { name: /门店店长/ })).toBeVisible();
  await page.reload();
  await expect(page.locator('#careers').getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
});

for (const [fault, path, message] of [
  ['500', 'getJobDetail', '职位信息获取失败，请稍后重试！'],
  ['network', 'getCaptchaImage', '验证码获取失败，请稍后重试！'],
] as const) {
  test(`${path} failing (${fault}) shows ${message} inside the dialog`, async ({ page }) => {
    await page.route(`**/recruitJob/${path}**`, (route) => route.continue({ headers: { ...route.request().headers(), 'x-fixture-fault': fault } }));
    // A ?job address arrives with the job the server loaded: the browser asks for it when a job of the list is chosen.
    await page.goto(path === 'getJobDetail' ? '/about-us' : '/about-us?job=J1002');
    if (path === 'getJobDetail') await page.locator('#careers').getByRole('link', { name: /精品店销售顾问/ }).click();
    else await dialog(page, '精品店销售顾问').getByRole('link', { name: '申请职位' }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(message);
  });
}

test('the footer\'s 加入我们 leads to the section on /about-us', async ({ page }) => {
  await page.goto('/');
  const footer = await reachFooter(page);
  const link = footer.getByRole('link', { name: '加入我们' });
  const toggle = footer.locator('summary', { hasText: '关于品牌' });
  // Phones fold the footer groups behind their titles; wider screens show the links at once.
  await expect(link.or(toggle).first()).toBeVisible();
  if (!(await link.isVisible())) await toggle.click();
  await link.click();
  await expect(page).toHaveURL(/\/about-us#careers$/);
  await expect(page.getByRole('heading', { name: '加入我们' })).toBeInViewport();
});

test('at 390px a failed submit\'s toast covers none of the fields it asks to put right, nor the captcha, nor the form\'s own messages', async ({ page }) => {
  await page.goto('/about-us?job=J1001&apply=1');
  const form = dialog(page, '申请：高尔夫球杆定制技师');
  await expect(form.getByRole('button', { name: '验证码图片，点击刷新' }).locator('img')).toHaveAttribute('src', /^blob:/);
  /** What of each invalid field, the captcha and the form's alert shows in the dialog's panel (its scroll box clips the rest) under the toast. */
  const covered = (toast: Locator) => toast.evaluate((element) => {
    const form = document.querySelector('dialog[open] form');
    const panel = form?.closest('dialog > *');
    if (!form || !panel) return ['no form'];
    const clip = panel.getBoundingClientRect();
    const over = element.getBoundingClientRect();
    const parts = [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"], input[name="captchaCode"], button[aria-label^="验证码图片"], [role="alert"]')];
    return parts.flatMap((part) => {
      const box = part.getBoundingClientRect();
      const [top, bottom] = [Math.max(box.top, clip.top), Math.min(box.bottom, clip.bottom)];
      const shown = bottom > top && box.right > clip.left && box.left < clip.right;
      const under = shown && top < over.bottom && bottom > over.top && box.left < over.right && box.right > over.left;
      return under ? [part.getAttribute('name') ?? part.getAttribute('aria-label') ?? part.getAttribute('role') ?? part.id] : [];
    });
  });
  /** Submits, then waits for the toast of `text` to rest and for nothing to be under it (a state: the panel makes room once the toast is measured). */
  const submitAndCheck = async (text: RegExp) => {
    await form.getByRole('button', { name: '提交申请' }).click();
    const toast = page.getByRole('status').filter({ hasText: text });
    await expect(toast).toBeVisible();
    await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    await expect.poll(() => covered(toast)).toEqual([]);
    await expect(toast).toBeVisible();
  };
  // Nothing filled in: five messages, a tall toast.
  await submitAndCheck(/^请输入姓名\s+请输入手机号码/);
  // Only the résumé and the captcha left: the form is scrolled to its end, where the captcha and the alert are.
  await form.getByLabel('姓名').fill('李雷');
  await form.getByLabel('手机号码').fill('13812345678');
  await form.getByLabel('地点偏好').selectOption({ label: '上海市' });
  await submitAndCheck(/^请上传简历\s+请输入验证码/);
});
