import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { parseBlocks } from '../../../../src/engine/parse';
import type { RouteId } from '../../../../src/engine/route-paths';
import { ServicePage, serviceTrail } from '../../../../src/features/service-pages/service-page';
import { fixtureServer, withFixtureServer } from '../../../support/fixture-server';
import { renderInRouter } from '../../support/blocks';
import { crumbsOnScreen, renderRoute } from '../../support/route';

withFixtureServer();

// The machine is shared: give the first render (route chunk, msw warm-up) more than the default second.
configure({ asyncUtilTimeout: 5000 });

const SCREEN_CONTENTS = '*/ecommerce/biz/eccms/v1/page/queryRegionContents/';
const open = (id: RouteId, path: string) => renderRoute(id, { path });
const item = (modelName: string, contents: unknown) => ({ modelName, contents: JSON.stringify(contents) });
const faq = (question: string) => item('faq', { title: '', list: [{ question, answer: '答' }] });
const spacing = item('spacing', { height: 24 });

describe('content and customer-service pages', () => {
  it('renders the FAQ page: heading, 10 questions with answers hidden, and the blocks around them, under 客户服务 > 常见问题', async () => {
    await open('faq', '/customer-service/faq');
    expect(await screen.findByRole('heading', { level: 1, name: '常见问题' })).toBeTruthy();
    await screen.findByText('如何确认我购买的产品是正品？');
    expect(document.querySelectorAll('main details:not([open]) > summary')).toHaveLength(10);
    expect(screen.getByRole('heading', { name: '还有其他问题？' })).toBeTruthy();
    expect(screen.getByText(/位于吊牌背面或包装盒内侧/).closest('details')?.open).toBe(false);
    await waitFor(() => expect(crumbsOnScreen()).toEqual([{ label: '客户服务' }, { label: '常见问题' }]));
  });

  // The keys (Enter, Space) are the browser's own on a summary: tests/e2e/content.spec.ts presses them in Chromium.
  it('opens and closes one answer at a time by its question', async () => {
    const { user } = await open('faq', '/customer-service/faq');
    const question = (await screen.findByText('如何确认我购买的产品是正品？')).closest('summary') as HTMLElement;
    const details = question.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(question);
    expect(details.open).toBe(true);
    expect(within(details).getByText(/请在“产品验证”页面输入防伪码查询/)).toBeTruthy();
    expect(document.querySelectorAll('main details[open]')).toHaveLength(1);
    await user.click(question);
    expect(details.open).toBe(false);
  });

  it('renders a content page by the engine under its one breadcrumb', async () => {
    await open('about-us', '/about-us');
    expect(await screen.findByRole('heading', { name: '我们相信手的温度' })).toBeTruthy();
    await waitFor(() => expect(crumbsOnScreen()).toEqual([{ label: '关于我们' }]));
  });

  it('shows the calm empty state when the content list is empty', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fixtureServer.use(http.get(SCREEN_CONTENTS, () => HttpResponse.json({ success: true, errorCode: '0', data: [] })));
    await open('cookie', '/cookie');
    expect(await screen.findByText('内容正在更新中')).toBeTruthy();
  });

  it('shows the failure with a retry when the request fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fixtureServer.use(http.get(SCREEN_CONTENTS, () => HttpResponse.error()));
    await open('trial', '/trial');
    expect((await screen.findByRole('alert')).textContent).toContain('请求失败，请稍后重试！');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });

  it('renders /cs bare in its own main landmark, with its content and FAQ', async () => {
    await renderRoute('cs', { path: '/cs', bare: true });
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: '客户服务' })).toBeTruthy();
    expect(await within(main).findByRole('heading', { name: '您好，很高兴为您服务' })).toBeTruthy();
    expect(main.querySelectorAll('details:not([open]) > summary')).toHaveLength(4);
  });
});

describe('ServicePage', () => {
  it('renders FAQ lists as blocks among the others, in the order the editor placed them, in one tree', () => {
    const { container } = renderInRouter(<ServicePage title="常见问题" content={{ status: 'ok', data: parseBlocks([spacing, faq('一'), spacing, spacing, faq('二')]) }} />);
    const blocks = [...container.querySelectorAll('[data-block]')];
    expect(blocks.map((b) => `${b.getAttribute('data-block')}@${b.getAttribute('data-index')}`)).toEqual(['spacing@0', 'faq@1', 'spacing@2', 'spacing@3', 'faq@4']);
    expect(new Set(blocks.map((b) => b.parentElement))).toHaveLength(1);
    expect([...container.querySelectorAll('details:not([open]) > summary')].map((summary) => summary.textContent)).toEqual(['一', '二']);
  });

  it('shows one header: content that opens with its own heading block keeps the page title for assistive technology alone', () => {
    const heading = item('brandStoryTitle', { eyebrow: 'ABOUT US', title: '始于 1979 的球杆工坊' });
    const opened = renderInRouter(<ServicePage title="关于我们" content={{ status: 'ok', data: parseBlocks([heading, spacing]) }} />);
    expect(screen.getByRole('heading', { level: 1, name: '关于我们' }).className).toBe('visually-hidden');
    opened.unmount();
    renderInRouter(<ServicePage title="关于我们" content={{ status: 'ok', data: parseBlocks([spacing, heading]) }} />);
    expect(screen.getByRole('heading', { level: 1, name: '关于我们' }).className).not.toBe('visually-hidden');
  });
});

describe('serviceTrail', () => {
  it('puts customer-service pages under 客户服务 and the others alone', () => {
    expect(serviceTrail('/customer-service/gift-wrap', '礼品包装')).toEqual([{ label: '客户服务' }, { label: '礼品包装' }]);
    expect(serviceTrail('/trial', '试打体验')).toEqual([{ label: '试打体验' }]);
  });
});
