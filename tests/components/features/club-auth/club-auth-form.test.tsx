import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { captchaCode } from '../../../../fixtures/api/captcha';
import { clubAuthAction } from '../../../../src/features/club-auth/club-auth-action';
import { ClubAuthForm } from '../../../../src/features/club-auth/club-auth-form';
import { fixtureServer, withFixtureServer } from '../../../support/fixture-server';
import { renderInFrame } from '../../support/frame';

withFixtureServer();


const captchaButton = () => screen.getByRole('link', { name: '验证码图片，点击换一张' });
const imageSrc = () => captchaButton().querySelector('img')?.getAttribute('src') ?? '';
const form = () => screen.getByRole('form', { name: '球杆认证' });

/** Records the keys of the captchas the fixture hands out. */
function captchaKeys(): string[] {
  const keys: string[] = [];
  fixtureServer.events.on('response:mocked', async ({ request, response }) => {
    if (!request.url.includes('clubAuth/captcha')) return;
    const key = ((await response.clone().json()) as { data: { captchaKey?: string } | null }).data?.captchaKey;
    if (key) keys.push(key);
  });
  return keys;
}

/** The form with a captcha of the app's own (asked for on a click), whose key then goes in the form. */
async function renderForm() {
  const keys = captchaKeys();
  const view = await renderInFrame(<ClubAuthForm />, { action: clubAuthAction });
  await view.user.click(captchaButton());
  await waitFor(() => expect(keys).toHaveLength(1));
  await waitFor(() => expect(imageSrc()).toMatch(/^blob:/));
  return { ...view, keys };
}

describe('club authentication', () => {
  it('shows the server\'s captcha first (the page\'s HTML holds none), and the app\'s own on a click', async () => {
    const keys = captchaKeys();
    const { user } = await renderInFrame(<ClubAuthForm />, { action: clubAuthAction });
    expect(imageSrc()).toBe('/__captcha/club');
    expect(keys).toEqual([]);
    expect(form().getAttribute('action')).toBe('/');
    await user.click(captchaButton());
    await waitFor(() => expect(imageSrc()).toMatch(/^blob:/));
    expect(keys).toHaveLength(1);
    expect((form().querySelector('input[name="captchaKey"]') as HTMLInputElement).value).toBe(keys[0]);
    fixtureServer.events.removeAllListeners();
  });

  it('says so when the server\'s captcha picture cannot be had', async () => {
    await renderInFrame(<ClubAuthForm />, { action: clubAuthAction });
    expect(captchaButton().getAttribute('href')).toBe('/certification');
    captchaButton().querySelector('img')?.dispatchEvent(new Event('error'));
    expect((await within(form()).findByRole('alert')).textContent).toBe('验证码获取失败，请稍后重试！');
    // In the captcha's box, the picture gone: the message, the link trying again.
    expect(captchaButton().querySelector('img')).toBeNull();
    expect(captchaButton().textContent).toBe('验证码获取失败，请稍后重试！');
  });

  it('asks for the serial number and the captcha before sending, with the server\'s captcha too', async () => {
    const { user } = await renderInFrame(<ClubAuthForm />, { action: clubAuthAction });
    await user.click(within(form()).getByRole('button', { name: '立即认证' }));
    await waitFor(() => expect(within(form()).getAllByRole('alert').map((a) => a.textContent)).toEqual(['请输入球杆序列号', '请输入验证码']));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '球杆序列号' }));
    expect(screen.getByRole('textbox', { name: '验证码' }).getAttribute('maxlength')).toBe('4');
    fixtureServer.events.removeAllListeners();
  });

  it('a wrong captcha says so, refreshes the captcha, clears the typed code and keeps the serial', async () => {
    const { user, keys } = await renderForm();
    const first = imageSrc();
    await user.type(screen.getByRole('textbox', { name: '球杆序列号' }), 'MD24D1979001');
    await user.type(screen.getByRole('textbox', { name: '验证码' }), 'ZZZZ');
    await user.click(screen.getByRole('button', { name: '立即认证' }));
    expect((await within(form()).findByRole('alert')).textContent).toBe('验证码错误，请重新输入');
    await waitFor(() => expect(imageSrc()).not.toBe(first));
    expect(keys).toHaveLength(2);
    expect((screen.getByRole('textbox', { name: '验证码' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: '球杆序列号' }) as HTMLInputElement).value).toBe('MD24D1979001');
    fixtureServer.events.removeAllListeners();
  });

  it('authenticates a known club with the right captcha and shows its details', async () => {
    const { user, keys } = await renderForm();
    await user.type(screen.getByRole('textbox', { name: '球杆序列号' }), 'md24p1979003');
    await user.type(screen.getByRole('textbox', { name: '验证码' }), captchaCode(keys[0] ?? ''));
    await user.click(screen.getByRole('button', { name: '立即认证' }));
    expect(await screen.findByRole('heading', { name: '认证成功' })).toBeTruthy();
    expect(screen.getByText('Spider 推杆')).toBeTruthy();
    expect(screen.getByText('MD24P1979003')).toBeTruthy();
    fixtureServer.events.removeAllListeners();
  });

  it('does not claim 认证成功 for a success that names no club: the data-error message and a new captcha', async () => {
    const { user, keys } = await renderForm();
    const first = imageSrc();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fixtureServer.use(http.post('*/clubAuth/authentication', () => HttpResponse.json({ success: true, errorCode: '0', errorMessage: null, data: null })));
    await user.type(screen.getByRole('textbox', { name: '球杆序列号' }), 'MD24P1979003');
    await user.type(screen.getByRole('textbox', { name: '验证码' }), captchaCode(keys[0] ?? ''));
    await user.click(screen.getByRole('button', { name: '立即认证' }));
    expect((await within(form()).findByRole('alert')).textContent).toBe('数据异常，请稍后重试！');
    expect(screen.queryByRole('heading', { name: '认证成功' })).toBeNull();
    await waitFor(() => expect(imageSrc()).not.toBe(first));
    expect(warn).toHaveBeenCalledWith('[club auth] nothing to show: success without the club');
    warn.mockRestore();
    fixtureServer.events.removeAllListeners();
  });

  it('names an unknown serial, and a failed captcha with the spec\'s message', async () => {
    const { user, keys } = await renderForm();
    await user.type(screen.getByRole('textbox', { name: '球杆序列号' }), 'MD24X0000000');
    await user.type(screen.getByRole('textbox', { name: '验证码' }), captchaCode(keys[0] ?? ''));
    fixtureServer.use(http.get('*/clubAuth/captcha', () => HttpResponse.json({ success: false, errorCode: '500', errorMessage: 'x', data: null })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: '立即认证' }));
    expect(await within(form()).findByText('未查询到该球杆序列号，请核对后重试')).toBeTruthy();
    expect(await within(form()).findByText('验证码获取失败，请稍后重试！')).toBeTruthy();
    warn.mockRestore();
    fixtureServer.events.removeAllListeners();
  });
});
