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

/** The popover a footer button opens: the browser's own (the attribute names it; jsdom opens none). */
const popoverOf = (button: HTMLElement) => document.getElementById(button.getAttribute('popovertarget') ?? '') as HTMLElement;

async function renderFooter(width: number) {
  const store = createStore();
  store.set(winSizeAtom, { width, height: 800 });
  const view = await renderInFrame(<><SiteToaster /><SiteFooter /></>, { store });
  const nav = await screen.findByRole('navigation', { name: '页脚导航' });
  await within(nav).findAllByText('产品');
  return { ...view, nav, footer: screen.getByRole('contentinfo') };
}

describe('footer', () => {
  it('collapses each group on a phone: a disclosure of the browser\'s own, its title opening its links', async () => {
    const { nav } = await renderFooter(390);
    const group = within(nav).getByRole('heading', { name: '关于品牌' }).closest('details');
    expect(group?.open).toBe(false);
    expect(group?.querySelector('summary')?.textContent).toBe('关于品牌');
    expect(within(group as HTMLElement).getByRole('link', { name: '品牌历程', hidden: true }).getAttribute('href')).toBe('/brand-story/our-history');
  });

  it(`shows open columns with headings from ${FOOTER_COLUMNS_FROM}px`, async () => {
    const { nav } = await renderFooter(1440);
    expect(within(nav).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['产品', '关于品牌', '客户服务', '门店']);
    expect(within(nav).queryByRole('button', { name: '产品' })).toBeNull();
    expect(within(nav).getByRole('link', { name: '天猫旗舰店' }).getAttribute('target')).toBe('_blank');
    expect(within(nav).getByRole('link', { name: '天猫旗舰店' }).getAttribute('rel')).toBe('noopener noreferrer');
  });

  it(`opens an image link in a click popover ${POPOVER_IMAGE_WIDTH}px wide, closed again by Escape`, async () => {
    const { nav } = await renderFooter(1440);
    const popover = popoverOf(within(nav).getByRole('button', { name: '微信客服' }));
    expect(popover.getAttribute('popover')).toBe('auto');
    const image = within(popover).getByRole('img', { name: '微信客服', hidden: true });
    expect(image.getAttribute('width')).toBe(String(POPOVER_IMAGE_WIDTH));
    expect(image.getAttribute('src')).toContain('qr-service.svg');
  });

  it('shows the app QR block with its three lines', async () => {
    const { footer } = await renderFooter(390);
    expect(within(footer).getByRole('img', { name: 'MERIDIAN App 下载二维码' }).getAttribute('src')).toContain('qr-app.svg');
    for (const line of ['精选好物', '即可开启 全新体验', '扫描二维码下载 MERIDIAN App']) expect(within(footer).getByText(line)).toBeTruthy();
  });

  it('lists follow-us entries: a popover image or a link, each with its icon and text', async () => {
    const { footer } = await renderFooter(390);
    const follow = within(footer).getByRole('region', { name: '关注我们' });
    const popover = popoverOf(within(follow).getByRole('button', { name: '微信' }));
    expect(within(popover).getByRole('img', { name: '微信', hidden: true }).getAttribute('src')).toContain('qr-wechat.svg');
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
    // jsdom has no popovers: the openings the browser would do, counted.
    const shown = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'showPopover', { value: shown, configurable: true });
    const { footer, user } = await renderFooter(390);
    const follow = within(footer).getByRole('region', { name: '关注我们' });
    const wechat = within(follow).getByRole('button', { name: '微信' });
    // A double tap while the link is being asked for: one request, and the QR opened once, when it failed.
    await user.dblClick(wechat);
    expect(await screen.findByText('小程序暂时无法打开，请稍后重试！')).toBeTruthy();
    expect(asked).toEqual([{ path: 'pages/index/index', query: 'from=website' }]);
    // The toaster's own layer is a popover too.
    await vi.waitFor(() => expect(shown.mock.contexts.filter((box) => box === popoverOf(wechat))).toHaveLength(1));
    expect(within(popoverOf(wechat)).getByRole('img', { name: '微信', hidden: true }).getAttribute('src')).toContain('qr-wechat.svg');
    Reflect.deleteProperty(HTMLElement.prototype, 'showPopover');
    warn.mockRestore();
  });

  it('on a phone the other QR entries only show their QR, asking for nothing', async () => {
    layOutAs(true);
    const asked = vi.fn();
    fixtureServer.events.on('request:start', ({ request }) => void (request.url.includes('generateSchemeByParam') && asked()));
    const { footer, user } = await renderFooter(390);
    const follow = within(footer).getByRole('region', { name: '关注我们' });
    const douyin = within(follow).getByRole('button', { name: '抖音' });
    await user.click(douyin);
    expect(within(popoverOf(douyin)).getByRole('img', { name: '抖音', hidden: true }).getAttribute('src')).toContain('qr-douyin.svg');
    expect(asked).not.toHaveBeenCalled();
    fixtureServer.events.removeAllListeners();
  });

  it('on a desktop the messaging-app entry shows its QR, asking for nothing', async () => {
    const asked = vi.fn();
    fixtureServer.events.on('request:start', ({ request }) => void (request.url.includes('generateSchemeByParam') && asked()));
    const { footer } = await renderFooter(1440);
    const wechat = within(within(footer).getByRole('region', { name: '关注我们' })).getByRole('button', { name: '微信' });
    // Not held back: the browser opens its popover.
    expect(fireEvent.click(wechat)).toBe(true);
    expect(popoverOf(wechat).querySelector('img')?.getAttribute('src')).toContain('qr-wechat.svg');
    expect(asked).not.toHaveBeenCalled();
    fixtureServer.events.removeAllListeners();
  });
});
