import { fireEvent, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '../../../../src/features/footer/site-footer';
import { FOOTER_COLUMNS_FROM } from '../../../../src/features/footer/footer-groups';
import { POPOVER_IMAGE_WIDTH } from '../../../../src/features/footer/image-popover';
import { winSizeAtom } from '../../../../src/state/page';
import { SiteToaster } from '../../../../src/ui/toaster';
import { fixtureServer, withFixtureServer } from '../../../support/fixture-server';
import { renderInFrame } from '../../support/frame';
import { layOutAs } from '../../support/layout';

withFixtureServer();


afterEach(() => void vi.unstubAllGlobals());

async function renderFooter(width: number) {
  const store = createStore();
  store.set(winSizeAtom, { width, height: 800 });
  const view = await renderInFrame(<><SiteToaster /><SiteFooter /></>, { store });
  const nav = await screen.findByRole('navigation', { name: '页脚导航' });
  await within(nav).findAllByText('产品');
  return { ...view, nav, footer: screen.getByRole('contentinfo') };
}

describe('footer', () => {
  it('collapses each group on a phone: the title toggles its links', async () => {
    const { nav, user } = await renderFooter(390);
    const toggle = within(nav).getByRole('button', { name: '关于品牌' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).queryByRole('link', { name: '品牌历程' })).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: '品牌历程' }).getAttribute('href')).toBe('/brand-story/our-history');
    await user.click(toggle);
    expect(within(nav).queryByRole('link', { name: '品牌历程' })).toBeNull();
  });

  it(`shows open columns with headings from ${FOOTER_COLUMNS_FROM}px`, async () => {
    const { nav } = await renderFooter(1440);
    expect(within(nav).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['产品', '关于品牌', '客户服务', '门店']);
    expect(within(nav).queryByRole('button', { name: '产品' })).toBeNull();
    expect(within(nav).getByRole('link', { name: '天猫旗舰店' }).getAttribute('target')).toBe('_blank');
    expect(within(nav).getByRole('link', { name: '天猫旗舰店' }).getAttribute('rel')).toBe('noopener noreferrer');
  });

  it(`opens an image link in a click popover ${POPOVER_IMAGE_WIDTH}px wide, closed again by Escape`, async () => {
    const { nav, user } = await renderFooter(1440);
    const button = within(nav).getByRole('button', { name: '微信客服' });
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const image = within(nav).getByRole('img', { name: '微信客服' });
    expect(image.getAttribute('width')).toBe(String(POPOVER_IMAGE_WIDTH));
    expect(image.getAttribute('src')).toContain('qr-service.svg');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the app QR block with its three lines', async () => {
    const { footer } = await renderFooter(390);
    expect(within(footer).getByRole('img', { name: 'MERIDIAN App 下载二维码' }).getAttribute('src')).toContain('qr-app.svg');
    for (const line of ['精选好物', '即可开启 全新体验', '扫描二维码下载 MERIDIAN App']) expect(within(footer).getByText(line)).toBeTruthy();
  });

  it('lists follow-us entries: a popover image or a link, each with its icon and text', async () => {
    const { footer, user } = await renderFooter(390);
    const follow = within(footer).getByRole('region', { name: '关注我们' });
    const wechat = within(follow).getByRole('button', { name: '微信' });
    await user.click(wechat);
    expect(within(follow).getByRole('img', { name: '微信' }).getAttribute('src')).toContain('qr-wechat.svg');
    fireEvent.pointerDown(document.body);
    expect(wechat.getAttribute('aria-expanded')).toBe('false');
    expect(within(follow).getByRole('link', { name: '微博' }).getAttribute('href')).toBe('https://weibo.com/meridian');
  });

  it('ends with the logo, the 2024 copyright and the filing notice of the footer-info content', async () => {
    const { footer } = await renderFooter(1440);
    expect(within(footer).getByRole('img', { name: 'MERIDIAN' }).getAttribute('src')).toContain('logo-white.svg');
    expect(within(footer).getByText('© 2024 MERIDIAN 版权所有')).toBeTruthy();
    const filing = await within(footer).findByRole('link', { name: '沪ICP备19790001号-1' });
    expect(filing.getAttribute('href')).toBe('https://beian.miit.gov.cn/');
    expect(within(footer).getByRole('link', { name: '隐私与 Cookie 政策' }).getAttribute('href')).toBe('/cookie');
  });

  it('comes with the frame\'s data: a failed navigation call leaves it its logo, copyright and filing notice, and only warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fixtureServer.use(http.get('*/queryReadableContent', () => HttpResponse.json({}, { status: 500 })));
    await renderInFrame(<SiteFooter />, { store: createStore() });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('© 2024 MERIDIAN 版权所有')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: '沪ICP备19790001号-1' })).toBeTruthy();
    expect(within(footer).queryByText('产品')).toBeNull();

    expect(warn.mock.calls.flat().join('\n')).toContain('[footer] navigation failed');
  });

  it('on a phone the messaging-app entry asks for the mini-program first; when that fails it toasts and shows the QR', async () => {
    layOutAs(true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const asked: unknown[] = [];
    fixtureServer.use(
      http.post('*/mini/generateSchemeByParam', async ({ request }) => {
        asked.push(await request.json());
        await delay(150);
        return HttpResponse.json({ success: false, errorCode: '500', errorMessage: '系统繁忙', data: null });
      }),
    );
    const { footer, user } = await renderFooter(390);
    const follow = within(footer).getByRole('region', { name: '关注我们' });
    const wechat = within(follow).getByRole('button', { name: '微信' });
    // A double tap while the link is being asked for: one request, and the QR is not toggled shut by the second tap.
    await user.dblClick(wechat);
    expect(await screen.findByText('小程序暂时无法打开，请稍后重试！')).toBeTruthy();
    expect(asked).toEqual([{ path: 'pages/index/index', query: 'from=website' }]);
    await vi.waitFor(() => expect(wechat.getAttribute('aria-expanded')).toBe('true'));
    expect(within(follow).getByRole('img', { name: '微信' }).getAttribute('src')).toContain('qr-wechat.svg');
    warn.mockRestore();
  });

  it('on a phone the other QR entries only show their QR, asking for nothing', async () => {
    layOutAs(true);
    const asked = vi.fn();
    fixtureServer.events.on('request:start', ({ request }) => void (request.url.includes('generateSchemeByParam') && asked()));
    const { footer, user } = await renderFooter(390);
    const follow = within(footer).getByRole('region', { name: '关注我们' });
    await user.click(within(follow).getByRole('button', { name: '抖音' }));
    expect(within(follow).getByRole('img', { name: '抖音' }).getAttribute('src')).toContain('qr-douyin.svg');
    expect(asked).not.toHaveBeenCalled();
    fixtureServer.events.removeAllListeners();
  });

  it('on a desktop the messaging-app entry shows its QR, asking for nothing', async () => {
    const asked = vi.fn();
    fixtureServer.events.on('request:start', ({ request }) => void (request.url.includes('generateSchemeByParam') && asked()));
    const { footer, user } = await renderFooter(1440);
    const wechat = within(within(footer).getByRole('region', { name: '关注我们' })).getByRole('button', { name: '微信' });
    await user.click(wechat);
    expect(wechat.getAttribute('aria-expanded')).toBe('true');
    expect(asked).not.toHaveBeenCalled();
    fixtureServer.events.removeAllListeners();
  });
});
