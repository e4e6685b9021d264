import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeObjects } from '../../../src/app/router';
import { Breadcrumb } from '../../../src/ui/breadcrumb';
import { JOB_DIALOGS_ROOT_ID } from '../../../src/state/page';
import { installDialogPolyfill, renderInFrame } from '../support/frame';
import { renderSite } from '../support/site';
import { withFixtureServer } from '../../support/fixture-server';

withFixtureServer();


beforeAll(installDialogPolyfill);
beforeEach(() => {
  // jsdom has neither matchMedia nor scrolling; the carousel asks the one, the frame calls the other.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('min-width'), media: query, addEventListener() {}, removeEventListener() {} }));
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

// The first render loads the lazy page modules and the block tree: give it more than the default second.
const slow = { timeout: 5000 };

describe('frames', () => {
  it('wraps a page in header, main, footer and the job dialogs\' mount point', async () => {
    renderSite('/gifting');
    expect(await screen.findByRole('banner', {}, slow)).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(await screen.findByRole('contentinfo', {}, slow)).toBeTruthy();
    expect(document.getElementById(JOB_DIALOGS_ROOT_ID)).not.toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: '企业礼赠' }, slow)).toBeTruthy();
  });

  it('opens the job dialogs by ?job on any full-frame page', async () => {
    renderSite('/verification?job=J1001');
    expect(await screen.findByRole('dialog', { name: /^(职位信息|高尔夫球杆定制技师)$/ }, slow)).toBeTruthy();
  });

  it.each(['/s/x', '/cs'])('renders %s bare: no header, footer or loading overlay', async (path) => {
    const { router } = renderSite(path);
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'), slow);
    await waitFor(() => expect(document.body.textContent).not.toBe(''), slow);
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(document.getElementById(JOB_DIALOGS_ROOT_ID)).toBeNull();
  });

  it('scrolls to the top on every route change', async () => {
    const { router } = renderSite('/gifting');
    await screen.findByRole('heading', { level: 1, name: '企业礼赠' }, slow);
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    await act(() => router.navigate('/about-us'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });

  it('keeps the scroll when a job of the careers list opens its dialogs or the list turns its page', async () => {
    const { router } = renderSite('/about-us');
    const careers = (await screen.findByRole('heading', { name: '加入我们' }, slow)).closest('section') as HTMLElement;
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    await userEvent.click(within(careers).getByRole('link', { name: /视觉陈列专员/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?job=J1003'));
    await userEvent.click(within(careers).getByRole('link', { name: '下一页' }));
    await waitFor(() => expect(router.state.location.search).toBe('?jobPage=2'));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('puts the reader back where they were on going back', async () => {
    const { router } = renderSite('/gifting');
    await screen.findByRole('heading', { level: 1, name: '企业礼赠' }, slow);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(640);
    await act(() => router.navigate('/about-us'));
    await screen.findByRole('heading', { name: '加入我们' }, slow);
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 640));
  });

  it('shows the breadcrumb bar with the page\'s items and clears it when the page is left', async () => {
    const { router } = renderSite('/gifting');
    const bar = await screen.findByRole('navigation', { name: '面包屑导航' }, slow);
    expect(within(bar).getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/');
    expect(within(bar).getByText('企业礼赠').getAttribute('aria-current')).toBe('page');
    await act(() => router.navigate('/'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: '面包屑导航' })).toBeNull());
  });

  it('shows the router error view as Unexpected Application Error', async () => {
    const failing: RouteObject[] = [{ errorElement: routeObjects[0]?.errorElement, children: [{ path: '/', loader: () => { throw new Error('boom'); }, element: null }] }];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(failing, { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error' })).toBeTruthy();
  });
});

describe('breadcrumb', () => {
  it('starts with a home icon linking to /, links every item with a target but the current one', async () => {
    await renderInFrame(<Breadcrumb items={[{ label: '品牌故事', to: '/brand-story' }, { label: '品牌历程', to: '/brand-story/our-history' }]} />);
    const bar = screen.getByRole('navigation', { name: '面包屑导航' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((a) => [a.getAttribute('aria-label') ?? a.textContent, a.getAttribute('href')])).toEqual([['首页', '/'], ['品牌故事', '/brand-story']]);
    expect(within(bar).getByText('品牌历程').getAttribute('aria-current')).toBe('page');
  });
});
