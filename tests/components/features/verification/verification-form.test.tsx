import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { verificationAction } from '../../../../src/features/verification/verification-action';
import { VerificationForm } from '../../../../src/features/verification/verification-form';
import { fixtureServer, withFixtureServer } from '../../../support/fixture-server';
import { renderInFrame } from '../../support/frame';

withFixtureServer();


const field = () => screen.getByRole('textbox', { name: '防伪码' });
const outcome = () => screen.getByRole('region', { name: '查询结果' });

async function check(code: string) {
  const view = await renderInFrame(<VerificationForm />, { action: verificationAction });
  await view.user.type(field(), code);
  await view.user.click(screen.getByRole('button', { name: '立即查询' }));
  return view;
}

describe('product verification', () => {
  it('says what is missing or wrong before asking, announced and tied to the field', async () => {
    const { user } = await renderInFrame(<VerificationForm />, { action: verificationAction });
    await user.click(screen.getByRole('button', { name: '立即查询' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入防伪码');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field());
    await user.type(field(), 'ABC123');
    await user.click(screen.getByRole('button', { name: '立即查询' }));
    // The alert may still hold the first message when the click returns: wait for its new one, not for an alert.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('防伪码为 12-20 位数字或字母，请核对后重新输入'));
  });

  it('takes a code typed in groups whole, spaces and all, and checks the code without them', async () => {
    await check('MD20 2600 0000 0000 01');
    expect((field() as HTMLInputElement).value).toBe('MD20 2600 0000 0000 01');
    expect(await within(outcome()).findByRole('heading', { name: '正品验证通过' })).toBeTruthy();
    expect(within(outcome()).getByText('防伪码 MD2026000000000001')).toBeTruthy();
  });

  it('keeps a code too long to be one whole and says so, rather than cutting it', async () => {
    await check('MD2026000000000001000');
    expect((field() as HTMLInputElement).value).toBe('MD2026000000000001000');
    expect((await screen.findByRole('alert')).textContent).toBe('防伪码为 12-20 位数字或字母，请核对后重新输入');
  });

  it('clears the last result when a new check is asked, even one the form refuses', async () => {
    const { user } = await check('MD2026000000000001');
    await within(outcome()).findByRole('heading', { name: '正品验证通过' });
    await user.clear(field());
    await user.type(field(), 'ABC123');
    await user.click(screen.getByRole('button', { name: '立即查询' }));
    expect((await screen.findByRole('alert')).textContent).toBe('防伪码为 12-20 位数字或字母，请核对后重新输入');
    expect(outcome().textContent).toBe('');
  });

  it('shows a genuine product on its first check, with the product details', async () => {
    await check('MD2026000000000001');
    expect(await within(outcome()).findByRole('heading', { name: '正品验证通过' })).toBeTruthy();
    expect(within(outcome()).getByText('SIM3 MAX 一号木')).toBeTruthy();
    expect(within(outcome()).getByText('SIM3-MAX-105-S')).toBeTruthy();
  });

  it('warns when the code was checked before, with the first check\'s time and the count', async () => {
    await check('md2026000000000002');
    expect(await within(outcome()).findByRole('heading', { name: '该防伪码已被查询过' })).toBeTruthy();
    expect(within(outcome()).getByText('首次查询时间：2026-09-03 14:26:08，累计查询 3 次。如非本人查询，请谨防假冒。')).toBeTruthy();
    expect(within(outcome()).getByText('P·790 铁杆组')).toBeTruthy();
  });

  it('says a code was never issued, and shows no product', async () => {
    await check('ZZ9999999999999999');
    expect(await within(outcome()).findByRole('heading', { name: '未查询到该防伪码' })).toBeTruthy();
    expect(within(outcome()).queryByRole('region', { name: '产品信息' })).toBeNull();
  });

  it('says when a code has been tried too often', async () => {
    await check('MD2026000000000004');
    expect(await within(outcome()).findByRole('heading', { name: '查询过于频繁' })).toBeTruthy();
  });

  it('shows the request-failed message on a failed call and keeps the typed code', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fixtureServer.use(http.get('*/securityCode/query', () => new HttpResponse('Internal Server Error', { status: 500 })));
    await check('MD2026000000000001');
    expect((await within(outcome()).findByRole('alert')).textContent).toBe('请求失败，请稍后重试！');
    expect((field() as HTMLInputElement).value).toBe('MD2026000000000001');
    warn.mockRestore();
  });

  it('asks without the token', async () => {
    let token: string | null = 'unset';
    fixtureServer.use(http.get('*/securityCode/query', ({ request }) => {
      token = request.headers.get('accessToken');
      return HttpResponse.json({ success: true, errorCode: '0', errorMessage: null, data: { queryStatus: 3 } });
    }));
    await check('MD2026000000000001');
    await within(outcome()).findByRole('heading', { name: '未查询到该防伪码' });
    expect(token).toBeNull();
  });
});
