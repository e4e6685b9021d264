import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activitySchema } from '../../../../../schemas/api/activity';
import { ActivitiesSection } from '../../../../../src/features/shared/activity/activities-section';
import { MiniProgramLink } from '../../../../../src/features/shared/activity/mini-program-link';
import { t } from '../../../../../src/i18n/zh-CN';
import { SiteToaster } from '../../../../../src/ui/toaster';
import { fixtureServer, withFixtureServer } from '../../../../support/fixture-server';
import { renderInFrame } from '../../../support/frame';

withFixtureServer();


const now = new Date(2026, 10, 23, 12).getTime();
const running = activitySchema.parse({ id: 1, activityName: '冬季室内试打周', startTime: '2026-11-13 00:00:00', endTime: '2026-12-13 23:59:00' });
const coming = activitySchema.parse({ id: 2, activityName: '新年定制工坊开放日', startTime: '2026-12-08 00:00:00', endTime: '2027-01-07 23:59:00' });
const ended = activitySchema.parse({ id: 3, activityName: '秋季挥杆挑战赛', startTime: '2026-09-01 00:00:00', endTime: '2026-10-01 00:00:00' });

afterEach(() => vi.unstubAllGlobals());

describe('activities', () => {
  it('shows running and coming activities with their dates, not the ended one', async () => {
    await renderInFrame(<ActivitiesSection activities={{ status: 'ok', data: [coming, ended, running] }} now={now} />);
    const list = screen.getByRole('list', { name: '活动列表' });
    expect(within(list).getAllByRole('heading').map((h) => h.textContent)).toEqual(['冬季室内试打周', '新年定制工坊开放日']);
    expect(within(list).getByText('2026-11-13 至 2026-12-13')).toBeTruthy();
    expect(within(list).getByText('进行中')).toBeTruthy();
    expect(within(list).getByText('即将开始')).toBeTruthy();
    expect(screen.queryByText('暂无进行中的活动')).toBeNull();
  });

  it('says calmly when none is running', async () => {
    await renderInFrame(<ActivitiesSection activities={{ status: 'ok', data: [ended] }} now={now} />);
    expect(screen.getByRole('heading', { name: '暂无进行中的活动' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: '活动列表' })).toBeNull();
  });

  it('says when they cannot be had', async () => {
    await renderInFrame(<ActivitiesSection activities={{ status: 'failed', cause: 'request', message: '活动信息获取失败，请稍后重试！' }} now={now} />);
    expect(screen.getByRole('alert').textContent).toBe('活动信息获取失败，请稍后重试！');
  });
});

describe('mini-program link', () => {
  // Which of the two shows is the stylesheet's choice by width (tests/e2e/member.spec.ts), the same in every render.
  it('offers the QR to scan and the button to tap, and asks for nothing until the button is tapped', async () => {
    const open = vi.fn();
    await renderInFrame(<MiniProgramLink qrImage="/fixture-images/qr-wx-store.svg" open={open} />);
    expect(screen.getByRole('img', { name: 'MERIDIAN 微信小程序二维码' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '打开微信小程序' })).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('shows no QR when the site settings have none', async () => {
    await renderInFrame(<MiniProgramLink qrImage={null} open={vi.fn()} />);
    expect(screen.queryByText(t.activity.miniScan)).toBeNull();
  });

  it('asks for the link with the token when tapped and opens it', async () => {
    const open = vi.fn();
    let request: { token: string | null; body: unknown } | undefined;
    fixtureServer.events.on('request:start', async ({ request: r }) => {
      if (r.url.includes('generateSchemeByParam')) request = { token: r.headers.get('accessToken'), body: await r.clone().json() };
    });
    const { user } = await renderInFrame(<MiniProgramLink qrImage="/fixture-images/qr-wx-store.svg" open={open} />);
    await user.click(screen.getByRole('button', { name: '打开微信小程序' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(expect.stringMatching(/^weixin:\/\/dl\/business\/\?t=/)));
    expect(request).toEqual({ token: 'tok-123', body: { path: 'pages/index/index', query: 'from=website' } });
    expect(screen.getByRole('link', { name: '未自动跳转？点此打开微信' }).getAttribute('href')).toBe(open.mock.calls[0]?.[0]);
    fixtureServer.events.removeAllListeners();
  });

  it('toasts when no link can be had, and opens nothing', async () => {
    const open = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fixtureServer.use(http.post('*/mini/generateSchemeByParam', () => HttpResponse.json({ success: false, errorCode: '500', errorMessage: 'x', data: null })));
    const { user } = await renderInFrame(<><SiteToaster /><MiniProgramLink qrImage="" open={open} /></>);
    await user.click(screen.getByRole('button', { name: '打开微信小程序' }));
    expect(await screen.findByText('小程序暂时无法打开，请稍后重试！')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
