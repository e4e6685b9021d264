import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SiteHeader } from '../../../../src/features/navigation/site-header';
import { openSubmenuAtom } from '../../../../src/state/menu';
import { installDialogPolyfill, locationOf, renderInFrame } from '../../support/frame';
import { withFixtureServer } from '../../../support/fixture-server';

withFixtureServer();


beforeAll(installDialogPolyfill);

/** Waits out the panel's closing state (its exit transition). */
const panelGone = () => waitFor(() => expect(screen.queryByRole('dialog', { name: '网站导航' })).toBeNull());

async function openPanel() {
  const view = await renderInFrame(<SiteHeader />);
  // Wait for the navigation content before opening, as a visitor would see it.
  await within(await screen.findByRole('navigation', { name: '主导航' })).findByRole('link', { name: '高尔夫球杆' });
  const menu = screen.getByRole('button', { name: '打开菜单' });
  await view.user.click(menu);
  // The panel's code comes with its first opening.
  const panel = await screen.findByRole('dialog', { name: '网站导航' });
  return { ...view, menu, panel };
}

describe('mobile navigation panel', () => {
  it('opens from the menu icon as a named dialog, locks page scroll, and gives focus back on close', async () => {
    const { panel, menu, user } = await openPanel();
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(panel.contains(document.activeElement)).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.click(within(panel).getByRole('button', { name: '关闭菜单' }));
    await panelGone();
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.activeElement).toBe(menu);
  });

  it('opens a second level with 返回 and a title that itself jumps', async () => {
    const { panel, user, container } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: '家居器物' }));
    expect(within(panel).getByRole('button', { name: '返回' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: '玻璃器皿' }).getAttribute('aria-expanded')).toBe('true');
    await user.click(within(panel).getByRole('link', { name: '家居器物' }));
    expect(locationOf(container)).toBe('/products/home');
    await panelGone();
  });

  it('goes back to the first level with 返回', async () => {
    const { panel, user } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: '产品系列' }));
    await user.click(within(panel).getByRole('button', { name: '返回' }));
    expect(within(panel).getByRole('button', { name: '产品系列' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: '返回' })).toBeNull();
  });

  it('follows a link of the second level to its page and closes', async () => {
    const { panel, user, container } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: '产品系列' }));
    await user.click(within(panel).getByRole('link', { name: '全部高尔夫系列' }));
    expect(locationOf(container)).toBe('/products/golf?isAll=true');
    await panelGone();
  });

  it('clears the open submenu and the search text when it closes (Escape)', async () => {
    const { panel, user, store } = await openPanel();
    await user.type(within(panel).getByRole('combobox', { name: '搜索产品' }), '推杆');
    await user.click(within(panel).getByRole('button', { name: '品牌故事' }));
    expect(store.get(openSubmenuAtom)).toBe('story');
    // Escape reaches a modal <dialog> as its cancel event (jsdom does not send it by itself).
    fireEvent(panel, new Event('cancel', { cancelable: true }));
    await panelGone();
    expect(store.get(openSubmenuAtom)).toBeNull();
    await user.click(screen.getByRole('button', { name: '打开菜单' }));
    const again = screen.getByRole('dialog', { name: '网站导航' });
    expect((within(again).getByRole('combobox', { name: '搜索产品' }) as HTMLInputElement).value).toBe('');
    expect(within(again).queryByRole('button', { name: '返回' })).toBeNull();
  });

  it('offers the hot words of the shared search box, and a hot word searches and closes the panel', async () => {
    const { panel, user, container } = await openPanel();
    await user.click(within(panel).getByRole('combobox', { name: '搜索产品' }));
    const hot = await within(panel).findByRole('region', { name: '热门搜索' });
    await user.click(within(hot).getByRole('button', { name: '推杆' }));
    expect(locationOf(container)).toBe(`/search-results-page?keyword=${encodeURIComponent('推杆')}`);
    await panelGone();
  });

  it('searches for the typed words', async () => {
    const { panel, user, container } = await openPanel();
    await user.type(within(panel).getByRole('combobox', { name: '搜索产品' }), '一号木{Enter}');
    expect(locationOf(container)).toBe(`/search-results-page?keyword=${encodeURIComponent('一号木')}`);
    await panelGone();
  });

  it('opens the contact dialog from the mail icon', async () => {
    const { user } = await openPanel();
    await user.click(within(screen.getByRole('dialog', { name: '网站导航' })).getByRole('button', { name: '关闭菜单' }));
    await panelGone();
    await user.click(within(screen.getByRole('banner')).getAllByRole('link', { name: '联系我们' }).at(-1)!);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: '联系我们' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '发送邮件' }).getAttribute('href')).toBe('mailto:service@example.cn');
  });

  it('hands over to the store popup from its foot', async () => {
    const { panel, user } = await openPanel();
    await user.click(within(panel).getByRole('link', { name: '门店' }));
    await panelGone();
    const store = await screen.findByRole('dialog', { name: '门店详情' });
    expect(await within(store).findByText('021-6288 1979')).toBeTruthy();
  });
});
