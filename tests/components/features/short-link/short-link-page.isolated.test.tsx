// @vitest-environment jsdom
import { configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureServer, withFixtureServer } from '../../../support/fixture-server';
import { locationOf } from '../../support/frame';
import { renderRoute } from '../../support/route';

withFixtureServer();

// The machine is shared: give the first render (route chunk, msw warm-up) more than the default second.
configure({ asyncUtilTimeout: 5000 });
const leaveSite = vi.hoisted(() => vi.fn());
vi.mock('../../../../src/features/short-link/leave-site', () => ({ leaveSite }));

const open = (code: string) => renderRoute('short-link', { path: `/s/${code}`, pattern: '/s/:code', bare: true });

describe('/s/{code}', () => {
  beforeEach(() => leaveSite.mockClear());

  it('forwards to an internal target with a replace navigation', async () => {
    const { container, router } = await open('gift');
    await waitFor(() => expect(locationOf(container)).toBe('/gifting'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves the site for an http(s) target, with a link for a browser that stays', async () => {
    await open('weibo');
    expect(await screen.findByRole('heading', { level: 1, name: '正在为您跳转…' })).toBeTruthy();
    expect(leaveSite).toHaveBeenCalledWith('https://weibo.com/meridiangolf');
    expect(screen.getByRole('link', { name: '如未自动跳转，请点击这里继续' }).getAttribute('href')).toBe('https://weibo.com/meridiangolf');
  });

  it.each(['nope', 'unsafe', 'expired'])('stops on a clear message with the way home for the code %s', async (code) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = await open(code);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('链接无效或已失效');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('跳转中')).toBeNull();
    expect(leaveSite).not.toHaveBeenCalled();
    expect(locationOf(container)).toBe(`/s/${code}`);
  });

  it('offers a retry after a failed request, and forwards once the retry succeeds', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fixtureServer.use(http.get('*/ecommerce/open/v1/shortLink/getByCode', () => HttpResponse.error(), { once: true }));
    const { container, user } = await open('gift');
    expect((await screen.findByRole('alert')).textContent).toContain('请求失败，请稍后重试！');
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(locationOf(container)).toBe('/gifting'));
  });
});
