import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
// Before fixtures/api/*: they and fixtures/handlers import each other, and the cycle resolves only when entered from handlers.
import { fixtureServer, withFixtureServer } from '../../../support/fixture-server';
import { recruitFixtures } from '../../../../fixtures/api/recruit';
import { CAPTCHA_REFRESH_MS } from '../../../../src/features/jobs/use-captcha';
import { jobStepAtom, loadingAtom } from '../../../../src/state/page';
import { minimalPdf, PDF_TYPE } from '../../../support/documents';
import { installDialogPolyfill, locationOf } from '../../support/frame';
import { captchaImage, captchaOnScreen, fillValid, openForm, renderJobDialogs } from './support';

withFixtureServer();


beforeAll(installDialogPolyfill);
afterEach(() => {
  recruitFixtures.reset();
  vi.useRealTimers();
});

const refuse = (path: string, errorMessage: string | null) =>
  fixtureServer.use(http.post(`*/recruitJob/${path}`, () => HttpResponse.json({ success: false, errorCode: '400', errorMessage, data: null })));
const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);

describe('job dialogs: the steps', () => {
  it('Info loads the job and cities, Intro shows the decoded job, apply opens the form; the step follows in jobStepAtom', async () => {
    // The job's answer held until Info has been seen: the frame renders with it already asked for.
    let release = () => undefined as void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    fixtureServer.use(http.get('*/recruitJob/getJobDetail', async () => { await answered; }, { once: true }));
    const { user, store } = await renderJobDialogs('J1004');
    expect(await screen.findByRole('dialog', { name: '职位信息' })).toBeTruthy();
    expect(store.get(jobStepAtom)).toBe(1);
    release();
    const intro = await screen.findByRole('dialog', { name: '家居器物产品设计师' });
    expect(store.get(jobStepAtom)).toBe(2);
    expect(within(intro).getByRole('heading', { name: '岗位职责' })).toBeTruthy();
    expect(within(intro).getAllByRole('listitem').length).toBeGreaterThan(3);
    await openForm(user);
    expect(store.get(jobStepAtom)).toBe(3);
    expect(within(screen.getByRole('combobox', { name: '地点偏好' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['请选择城市', '上海市', '北京市', '成都市', '杭州市']);
    expect(screen.getByText('请根据应聘要求选择上传简历或作品集。单个文件不超过10M')).toBeTruthy();
  });

  it('sanitises the job content, however it is encoded', async () => {
    const html = '<p>欢迎</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>';
    fixtureServer.use(http.get('*/recruitJob/getJobDetail', () => HttpResponse.json({ success: true, data: { id: 'J1', jobTitle: '测试职位', jobContent: encodeURIComponent(html) } })));
    await renderJobDialogs('J1');
    const intro = await screen.findByRole('dialog', { name: '测试职位' });
    expect(within(intro).getByText('欢迎')).toBeTruthy();
    expect(intro.querySelector('script')).toBeNull();
    expect(intro.querySelector('[onerror]')).toBeNull();
    expect(intro.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript');
  });

  it('a failed info load says 职位信息获取失败，请稍后重试！ and tries again on request', async () => {
    const warn = quiet();
    const error = vi.spyOn(toast, 'error');
    fixtureServer.use(http.get('*/recruitJob/getJobDetail', () => new HttpResponse('boom', { status: 500 }), { once: true }));
    const { user } = await renderJobDialogs('J1001');
    expect((await screen.findByRole('alert')).textContent).toBe('职位信息获取失败，请稍后重试！');
    await waitFor(() => expect(error).toHaveBeenCalledWith('职位信息获取失败，请稍后重试！', expect.anything()));
    expect(warn).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('dialog', { name: '高尔夫球杆定制技师' })).toBeTruthy();
  });

  it('closing any dialog clears the step, the query and everything typed', async () => {
    const { user, store, container } = await renderJobDialogs('J1001');
    await openForm(user);
    await user.type(screen.getByRole('textbox', { name: '姓名' }), '韩梅梅');
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.get(jobStepAtom)).toBeNull();
    expect(locationOf(container)).toBe('/about-us');
  });
});

describe('job dialogs: the form', () => {
  it('an empty submit names every missing field, in order, in one toast (blank lines between) and in the alert, which drops each as it is put right', async () => {
    const error = vi.spyOn(toast, 'error');
    const { user } = await renderJobDialogs();
    await openForm(user);
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    const messages = ['请输入姓名', '请输入手机号码', '请选择地点偏好', '请上传简历', '请输入验证码'];
    expect(error).toHaveBeenCalledWith(messages.join('\n\n'), expect.anything());
    expect(within(screen.getByRole('alert')).getAllByText(/^请/).map((p) => p.textContent)).toEqual(messages);
    expect(screen.getByRole('textbox', { name: '姓名' }).getAttribute('aria-invalid')).toBe('true');
    // The visitor is brought to the first field to put right.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '姓名' })));
    const resume = screen.getByRole('group', { name: '简历' }).querySelector('input[type=file]') as HTMLInputElement;
    expect(resume.getAttribute('aria-invalid')).toBe('true');
    await user.upload(resume, new File([minimalPdf('cv')], 'cv.pdf', { type: PDF_TYPE }));
    expect(within(screen.getByRole('alert')).getAllByText(/^请/).map((p) => p.textContent)).toEqual(messages.filter((message) => message !== '请上传简历'));
    expect(resume.hasAttribute('aria-invalid')).toBe(false);
    await user.type(screen.getByRole('textbox', { name: '手机号码' }), '12345');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(within(screen.getByRole('alert')).getByText('请输入正确格式的手机号码')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '姓名' })));
  });

  it('caps name, phone and captcha at 20, 11 and 4 characters', async () => {
    const { user } = await renderJobDialogs();
    await openForm(user);
    await user.type(screen.getByRole('textbox', { name: '姓名' }), '一'.repeat(25));
    await user.type(screen.getByRole('textbox', { name: '手机号码' }), '138123456789999');
    await user.type(screen.getByRole('textbox', { name: '验证码' }), 'ABCDEF');
    expect((screen.getByRole('textbox', { name: '姓名' }) as HTMLInputElement).value).toHaveLength(20);
    expect((screen.getByRole('textbox', { name: '手机号码' }) as HTMLInputElement).value).toBe('13812345678');
    expect((screen.getByRole('textbox', { name: '验证码' }) as HTMLInputElement).value).toBe('ABCD');
  });

  it('takes up to two stores of the chosen city; a new city clears them; a city without stores only warns', async () => {
    const warn = quiet();
    const error = vi.spyOn(toast, 'error');
    const { user } = await renderJobDialogs();
    await openForm(user);
    await user.selectOptions(screen.getByRole('combobox', { name: '地点偏好' }), '上海市');
    await user.click(await screen.findByLabelText('MERIDIAN 上海静安旗舰店'));
    await user.click(screen.getByLabelText('MERIDIAN 上海佘山球会店'));
    expect((screen.getByLabelText('MERIDIAN 上海前滩精品店') as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByLabelText('MERIDIAN 上海佘山球会店'));
    expect((screen.getByLabelText('MERIDIAN 上海前滩精品店') as HTMLInputElement).disabled).toBe(false);
    await user.selectOptions(screen.getByRole('combobox', { name: '地点偏好' }), '北京市');
    await screen.findByLabelText('MERIDIAN 北京三里屯精品店');
    await user.selectOptions(screen.getByRole('combobox', { name: '地点偏好' }), '上海市');
    expect((await screen.findByLabelText('MERIDIAN 上海静安旗舰店') as HTMLInputElement).checked).toBe(false);
    await user.selectOptions(screen.getByRole('combobox', { name: '地点偏好' }), '杭州市');
    expect(await screen.findByText('该城市暂无可选门店')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no stores in 杭州市'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('an empty city list is said in the city field at once, which has nothing to choose', async () => {
    fixtureServer.use(http.get('*/recruitJob/getCityAreaList', () => HttpResponse.json({ success: true, errorCode: '0', data: [] })));
    const { user } = await renderJobDialogs();
    await openForm(user);
    const city = screen.getByRole('combobox', { name: '地点偏好' });
    expect(city.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(city.getAttribute('aria-describedby') ?? '')?.textContent).toBe('该职位暂无可选城市，暂时无法在线申请，请稍后再来看看。');
    expect(screen.getByText('该职位暂无可选城市，暂时无法在线申请，请稍后再来看看。').getAttribute('role')).toBe('status');
  });

  it('a failed store load says 门店数据获取失败，请稍后重试！', async () => {
    quiet();
    const error = vi.spyOn(toast, 'error');
    fixtureServer.use(http.post('*/recruitJob/getStoreListByCity', () => HttpResponse.error()));
    const { user } = await renderJobDialogs();
    await openForm(user);
    await user.selectOptions(screen.getByRole('combobox', { name: '地点偏好' }), '北京市');
    expect((await screen.findByRole('alert')).textContent).toBe('门店数据获取失败，请稍后重试！');
    await waitFor(() => expect(error).toHaveBeenCalledWith('门店数据获取失败，请稍后重试！', expect.anything()));
  });

  it('the captcha comes on entering the form, and anew on a click and every five minutes, each time with its code field emptied', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    const { user } = await renderJobDialogs();
    await openForm(user);
    const code = screen.getByRole('textbox', { name: '验证码' }) as HTMLInputElement;
    const first = captchaImage();
    await user.type(code, await captchaOnScreen());
    await user.click(screen.getByRole('button', { name: '验证码图片，点击刷新' }));
    await waitFor(() => expect(captchaImage()).not.toBe(first));
    expect(code.value).toBe('');
    const second = captchaImage();
    await user.type(code, await captchaOnScreen());
    vi.advanceTimersByTime(CAPTCHA_REFRESH_MS);
    await waitFor(() => expect(captchaImage()).not.toBe(second));
    expect(code.value).toBe('');
    expect(CAPTCHA_REFRESH_MS).toBe(300_000);
  });

  it('a failed captcha load says 验证码获取失败，请稍后重试！', async () => {
    quiet();
    fixtureServer.use(http.get('*/recruitJob/getCaptchaImage', () => new HttpResponse(null, { status: 500 })));
    const { user } = await renderJobDialogs();
    await user.click(await screen.findByRole('link', { name: '申请职位' }));
    expect((await screen.findByRole('alert')).textContent).toBe('验证码获取失败，请稍后重试！');
  });
});

/** Opens the form, fills it in validly and submits it: the loading overlay is up when this resolves. */
async function submitValidForm() {
  const view = await renderJobDialogs();
  await openForm(view.user);
  await fillValid(view.user);
  await view.user.click(screen.getByRole('button', { name: '提交申请' }));
  await waitFor(() => expect(view.store.get(loadingAtom)).toBe(true));
  return view;
}

describe('job dialogs: submitting', () => {
  it('pre-checks, then sends, under the loading overlay; success shows Result and Done closes', async () => {
    const order: string[] = [];
    fixtureServer.events.on('request:start', ({ request }) => {
      if (/checkJobEffectApply|applyJob/.test(request.url)) order.push(new URL(request.url).pathname.split('/').pop() ?? '');
    });
    fixtureServer.use(http.post('*/recruitJob/applyJob', async () => {
      await delay(400);
      return HttpResponse.json({ success: true, errorCode: '0', data: true });
    }));
    const { user, store } = await submitValidForm();
    expect((await within(screen.getByRole('dialog')).findByText('加载中…')).getAttribute('role')).toBe('status');
    expect(screen.getByRole('button', { name: '提交申请' }).hasAttribute('disabled')).toBe(true);
    const result = await screen.findByRole('dialog', { name: '投递成功' });
    fixtureServer.events.removeAllListeners();
    expect(order).toEqual(['checkJobEffectApply', 'applyJob']);
    expect(store.get(loadingAtom)).toBe(false);
    expect(store.get(jobStepAtom)).toBe(4);
    await user.click(within(result).getByRole('link', { name: '完成' }));
    await waitFor(() => expect(store.get(jobStepAtom)).toBeNull());
  });

  it('closing the dialog mid-submit cancels the request and says the application was not sent', async () => {
    const error = vi.spyOn(toast, 'error');
    const cancelled = vi.fn();
    fixtureServer.use(http.post('*/recruitJob/applyJob', async ({ request }) => {
      request.signal.addEventListener('abort', cancelled);
      await delay('infinite');
      return HttpResponse.json({ success: true, errorCode: '0', data: true });
    }));
    const { user, store } = await submitValidForm();
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: '关闭' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('已取消提交，您的申请未发送。', expect.anything()));
    await waitFor(() => expect(cancelled).toHaveBeenCalled());
    expect(store.get(loadingAtom)).toBe(false);
    expect(store.get(jobStepAtom)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['the pre-check refuses', () => refuse('checkJobEffectApply', '职位已关闭或不存在'), '职位申请检查失败，请稍后重试！'],
    ['the pre-check request fails', () => fixtureServer.use(http.post('*/recruitJob/checkJobEffectApply', () => HttpResponse.error())), '职位申请检查失败，请稍后重试！'],
    ['the application is refused with a message', () => refuse('applyJob', '验证码错误'), '验证码错误'],
    ['the application is refused without one', () => refuse('applyJob', null), '职位申请检查失败，请稍后重试！'],
    ['the application request fails', () => fixtureServer.use(http.post('*/recruitJob/applyJob', () => HttpResponse.error())), '简历投递失败，请稍后重试！'],
  ])('when %s: the message, a new captcha, and every field and file kept', async (_case, arrange, message) => {
    quiet();
    const error = vi.spyOn(toast, 'error');
    arrange();
    const { user, store } = await renderJobDialogs();
    await openForm(user);
    await fillValid(user);
    const image = captchaImage();
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(error).toHaveBeenCalledWith(message, expect.anything());
    await waitFor(() => expect(captchaImage()).not.toBe(image));
    expect(await captchaOnScreen()).toMatch(/^[A-Z2-9]{4}$/);
    expect((screen.getByRole('textbox', { name: '验证码' }) as HTMLInputElement).value).toBe('');
    // The spent captcha is what to type again: the visitor is brought to it.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '验证码' }));
    expect((screen.getByRole('textbox', { name: '姓名' }) as HTMLInputElement).value).toBe('李雷');
    expect((screen.getByRole('textbox', { name: '手机号码' }) as HTMLInputElement).value).toBe('13812345678');
    expect((screen.getByRole('combobox', { name: '地点偏好' }) as HTMLSelectElement).value).toBe('310100');
    expect((screen.getByLabelText('MERIDIAN 上海静安旗舰店') as HTMLInputElement).checked).toBe(true);
    expect(within(screen.getByRole('group', { name: '简历' })).getByText('cv.pdf')).toBeTruthy();
    expect(store.get(jobStepAtom)).toBe(3);
    expect(store.get(loadingAtom)).toBe(false);
  });
});
