import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import toast from 'react-hot-toast';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ContactDialog } from '../../../../../src/features/shared/contact/contact-dialog';
import { mailtoHref } from '../../../../../src/lib/mailto';
import { fixtureServer, withFixtureServer } from '../../../../support/fixture-server';
import { installDialogPolyfill, locationOf, renderInFrame } from '../../../support/frame';
import { crumbsOnScreen, renderRoute } from '../../../support/route';

withFixtureServer();


beforeAll(installDialogPolyfill);

const answerContact = (body: JsonBodyType, status = 200) =>
  fixtureServer.use(http.get('*/ecommerce/biz/eccms/v1/page/queryRegionContents', () => HttpResponse.json(body, { status })));

describe('contact us', () => {
  it('shows title, subtitle, company, address, e-mail with a mailto button, and the items, under its breadcrumb', async () => {
    await renderRoute('contact-us', { path: '/contact-us', pattern: '/contact-us' });
    expect(await screen.findByRole('heading', { level: 1, name: '联系我们' })).toBeTruthy();
    expect(screen.getByText(/乐意倾听/)).toBeTruthy();
    expect(screen.getByText('MERIDIAN（上海）体育用品有限公司')).toBeTruthy();
    expect(screen.getByText('上海市静安区南京西路 1601 号 18 层')).toBeTruthy();
    expect(screen.getByRole('link', { name: '发送邮件' }).getAttribute('href')).toBe('mailto:service@example.cn');
    const items = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual(['到店体验', '定制服务', '企业礼赠']);
    expect(items[0]?.querySelectorAll('img')).toHaveLength(2);
    expect(crumbsOnScreen()).toEqual([{ label: '联系我们' }]);
  });

  it.each([
    ['empty', { success: true, errorCode: '0', errorMessage: null, data: [] }],
    ['unsuccessful', { success: false, errorCode: '500', errorMessage: '系统繁忙', data: null }],
    ['without a contactus item', { success: true, errorCode: '0', data: [{ modelName: 'hero', contents: '{}' }] }],
    ['malformed', { success: true, errorCode: '0', data: [{ modelName: 'contactus', contents: '{"contactusCon":' }] }],
  ])('warns and replaces the location with / when the content is %s', async (_case, body) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerContact(body);
    const { container, router } = await renderRoute('contact-us', { path: '/contact-us', pattern: '/contact-us' });
    await waitFor(() => expect(locationOf(container)).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[contact]'));
  });

  it.each([
    ['HTTP 500', () => answerContact({}, 500)],
    ['a network error', () => fixtureServer.use(http.get('*/ecommerce/biz/eccms/v1/page/queryRegionContents', () => HttpResponse.error()))],
    ['a contract-breaking answer', () => answerContact({ success: true, data: 'x' })],
  ])('on %s toasts the retry message (the raw error only in the log) and replaces the location with /', async (_case, fail) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(toast, 'error');
    fail();
    const { container, router } = await renderRoute('contact-us', { path: '/contact-us', pattern: '/contact-us' });
    await waitFor(() => expect(locationOf(container)).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(error).toHaveBeenCalledWith('请求失败，请稍后重试！', expect.anything()));
    expect(error.mock.calls.flat().join(' ')).not.toMatch(/http|status|contract/i);
    expect(warn.mock.calls.flat().join(' ')).toMatch(/\[contact\] request failed/);
  });

  it('shows the message inside the dialog when its request fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerContact({}, 500);
    await renderInFrame(<ContactDialog open onClose={() => undefined} closeHref="/" />);
    const dialog = await screen.findByRole('dialog', { name: '联系我们' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain('请求失败，请稍后重试！');
    expect(within(dialog).queryByText('Loading...')).toBeNull();
  });

  it('opens as a dialog named by its title', async () => {
    await renderInFrame(<ContactDialog open onClose={() => undefined} closeHref="/" />);
    const dialog = await screen.findByRole('dialog', { name: '联系我们' });
    expect(await within(dialog).findByRole('heading', { level: 2, name: '联系我们' })).toBeTruthy();
    expect(within(dialog).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('closes the dialog and goes home when the content is missing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerContact({ success: true, errorCode: '0', data: [] });
    const onClose = vi.fn();
    const { container } = await renderInFrame(<ContactDialog open onClose={onClose} closeHref="/gifting" />, { path: '/gifting' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(locationOf(container)).toBe('/');
  });

  it('builds a mailto URL only from a plain address', () => {
    expect(mailtoHref(' service@example.cn ')).toBe('mailto:service@example.cn');
    expect(mailtoHref('a@b.cn?bcc=x@y.cn" onclick="x')).toBeUndefined();
    expect(mailtoHref('javascript:alert(1)')).toBeUndefined();
  });
});
