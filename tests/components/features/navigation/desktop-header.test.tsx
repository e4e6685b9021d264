import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SiteHeader } from '../../../../src/features/navigation/site-header';
import { CmsLink } from '../../../../src/ui/cms-link';
import { installDialogPolyfill, locationOf, renderInFrame } from '../../support/frame';
import { withFixtureServer } from '../../../support/fixture-server';

withFixtureServer();

// The site's client has a same-origin base URL, which Node's fetch cannot use; the test client has a host.

beforeAll(installDialogPolyfill);

async function renderHeader() {
  const view = await renderInFrame(<SiteHeader />);
  const nav = await screen.findByRole('navigation', { name: '主导航' });
  await within(nav).findByRole('link', { name: '高尔夫球杆' });
  return { ...view, nav };
}

/** The <li> of a nav item, by its name. */
const entryOf = (nav: HTMLElement, name: string) =>
  (within(nav).queryByRole('link', { name }) ?? within(nav).getByRole('button', { name })).closest('li') as HTMLElement;

describe('desktop header', () => {
  it('links the logo to / and lists the nav items of the header-navigation content in order', async () => {
    const { nav } = await renderHeader();
    expect(screen.getAllByRole('link', { name: 'MERIDIAN 首页' })[0]?.getAttribute('href')).toBe('/');
    const names = within(nav).getAllByRole('listitem').filter((li) => li.parentElement?.parentElement === nav).map((li) => li.firstChild?.textContent);
    expect(names).toEqual(['高尔夫球杆', '家居器物', '产品系列', '品牌故事', '企业礼赠', '门店查询']);
  });

  it('jumps on click when the item has a jump target', async () => {
    const { nav, user, container } = await renderHeader();
    expect(within(nav).getByRole('link', { name: '企业礼赠' }).getAttribute('href')).toBe('/gifting');
    await user.click(within(nav).getByRole('link', { name: '高尔夫球杆' }));
    expect(locationOf(container)).toBe('/products/golf');
  });

  it('reveals a submenu on hover and hides it when the pointer leaves', async () => {
    const { nav, user } = await renderHeader();
    const entry = entryOf(nav, '家居器物');
    const toggle = within(entry).getByRole('button', { name: '家居器物子菜单' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel.hidden).toBe(true);
    await user.hover(entry);
    expect(panel.hidden).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(panel).getByRole('button', { name: '玻璃器皿' })).toBeTruthy();
    await user.unhover(entry);
    expect(panel.hidden).toBe(true);
  });

  it('leaves a submenu shut on keyboard focus, opens it on Space, lets Tab walk into it, and closes it on Escape with focus back on the item', async () => {
    const { nav, user } = await renderHeader();
    const link = within(nav).getByRole('link', { name: '家居器物' });
    act(() => link.focus());
    const toggle = within(entryOf(nav, '家居器物')).getByRole('button', { name: '家居器物子菜单' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // The row is one Tab stop once the app runs: Tab goes past the toggle, into the open submenu.
    await user.tab();
    expect(document.activeElement?.textContent).toBe('玻璃器皿');
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(link);
  });

  it('walks a submenu with the arrow keys, reopening it from the item after Escape', async () => {
    const { nav, user } = await renderHeader();
    const link = within(nav).getByRole('link', { name: '家居器物' });
    act(() => link.focus());
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('玻璃器皿');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('探索玻璃器皿'); // the open card's link
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(link);
    await user.keyboard('{Escape}');
    const toggle = within(entryOf(nav, '家居器物')).getByRole('button', { name: '家居器物子菜单' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowDown}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('玻璃器皿');
  });

  it('opens a submenu with its button, keeps only one open at a time, and toggles it with Enter', async () => {
    const { nav, user } = await renderHeader();
    const home = within(entryOf(nav, '家居器物')).getByRole('button', { name: '家居器物子菜单' });
    const series = within(entryOf(nav, '产品系列')).getByRole('button', { name: '产品系列子菜单' });
    await user.click(home);
    expect(home.getAttribute('aria-expanded')).toBe('true');
    await user.click(series);
    expect(series.getAttribute('aria-expanded')).toBe('true');
    expect(home.getAttribute('aria-expanded')).toBe('false');
    await user.click(series);
    expect(series.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Enter}');
    expect(series.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Enter}');
    expect(series.getAttribute('aria-expanded')).toBe('true');
  });

  it('closes the open submenu when the visitor presses outside the header', async () => {
    const { nav, user } = await renderHeader();
    const toggle = within(entryOf(nav, '家居器物')).getByRole('button', { name: '家居器物子菜单' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
  });

  it('hides the submenu after an internal navigation from it', async () => {
    const { nav, user, container } = await renderHeader();
    const entry = entryOf(nav, '品牌故事');
    await user.hover(entry);
    await user.click(within(entry).getByRole('link', { name: '阅读品牌历程' }));
    expect(locationOf(container)).toBe('/brand-story/our-history');
    expect(within(entry).getByRole('button', { name: '品牌故事子菜单' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('hides the submenu when a CMS link of the page is followed: the header closes its own, the link knows nothing of it', async () => {
    const { user, container } = await renderInFrame(
      <>
        <SiteHeader />
        <main><CmsLink link={{ linkType: 4, val: '/gifting' }}>企业礼赠页</CmsLink></main>
      </>,
    );
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    const entry = (await within(nav).findByRole('link', { name: '家居器物' })).closest('li') as HTMLElement;
    await user.hover(entry);
    const toggle = within(entry).getByRole('button', { name: '家居器物子菜单' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // The pointer stays on the item and the focus never was in the header: only the navigation can close the submenu.
    act(() => screen.getByRole('link', { name: '企业礼赠页' }).focus());
    await user.keyboard('{Enter}');
    expect(locationOf(container)).toBe('/gifting');
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
  });

  it('links contact us to /contact-us with the simplified label', async () => {
    const { container } = await renderHeader();
    const desktop = container.querySelector('header') as HTMLElement;
    // The mobile header's mail icon is a link too: to the page's own address with the contact dialog open.
    expect(within(desktop).getAllByRole('link', { name: '联系我们' }).map((link) => link.getAttribute('href'))).toEqual(['/contact-us', '/?contact=1']);
  });

  it('opens the store detail popup of the flagship store', async () => {
    const { user } = await renderHeader();
    const banner = screen.getByRole('banner');
    await user.click(await within(banner).findByRole('link', { name: '门店' }));
    const dialog = await screen.findByRole('dialog', { name: '门店详情' });
    expect(await within(dialog).findByRole('heading', { name: 'MERIDIAN 上海静安旗舰店' })).toBeTruthy();
  });
});
