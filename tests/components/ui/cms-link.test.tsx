import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { BlockTree } from '../../../src/blocks/block-tree';
import { parseBlocks, type ParseResult } from '../../../src/engine/parse';
import { CmsLink, CmsLinkSourceContext, LeafCategoriesContext, type CmsLinkSource } from '../../../src/ui/cms-link';
import { installDialogPolyfill } from '../support/frame';
import { homeItems, renderInRouter } from '../support/blocks';
import { withFixtureServer } from '../../support/fixture-server';

withFixtureServer();

// The site's client has a same-origin base URL, which Node's fetch cannot resolve: use the fixture API's.

describe('CmsLink', () => {
  it('opens an external link in a new window without handing it our page', () => {
    renderInRouter(<CmsLink link={{ linkType: '1', val: 'https://www.example.com/a' }}>外部</CmsLink>);
    const link = screen.getByRole('link', { name: '外部' });
    expect(link.getAttribute('href')).toBe('https://www.example.com/a');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders unsafe or incomplete links as plain text', () => {
    renderInRouter(
      <>
        <CmsLink link={{ linkType: 1, val: 'javascript:alert(1)' }}>脚本</CmsLink>
        <CmsLink link={{ linkType: 4, val: '//evil.example' }}>协议相对</CmsLink>
        <CmsLink link={null}>无</CmsLink>
      </>,
    );
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByText('脚本').tagName).toBe('SPAN');
  });

  it('navigates inside the site with the router', async () => {
    const { router } = renderInRouter(
      <CmsLink link={{ linkType: 5, code: 'golf' }} allSeries>
        系列
      </CmsLink>,
    );
    const link = screen.getByRole('link', { name: '系列' });
    expect(link.getAttribute('href')).toBe('/products/golf?isAll=true');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/products/golf');
  });

  it('fetches a type-7 page config by id and hands its parsed content to onPageConfig', async () => {
    const onPageConfig = vi.fn<(config: ParseResult) => void>();
    renderInRouter(<CmsLink link={{ linkType: 7, id: 'pc-home-spring' }} onPageConfig={onPageConfig}>礼盒</CmsLink>);
    await userEvent.click(screen.getByRole('button', { name: '礼盒' }));
    await waitFor(() => expect(onPageConfig).toHaveBeenCalledTimes(1));
    expect(onPageConfig.mock.calls[0]?.[0].blocks.map((block) => block.model)).toEqual(['brandStoryTitle', 'fixedSize_02']);
  });

  it('shows a fetched page config in a named dialog rendered by the engine, closed by Escape', async () => {
    installDialogPolyfill();
    const { blocks } = parseBlocks(homeItems.filter((item) => (item as { modelName: string }).modelName === 'fixedSize_02'));
    renderInRouter(<BlockTree blocks={blocks} />);
    await userEvent.click(screen.getByRole('button', { name: '春季礼盒' }));
    const dialog = await screen.findByRole('dialog', { name: '活动内容' });
    expect(within(dialog).getByRole('heading', { name: '春季礼盒' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '咨询礼赠顾问' }).getAttribute('href')).toBe('/gifting');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells the visitor when the page config cannot be had', async () => {
    const error = vi.spyOn(toast, 'error');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onPageConfig = vi.fn();
    renderInRouter(<CmsLink link={{ linkType: 7, val: 'no-such-config' }} onPageConfig={onPageConfig}>缺失</CmsLink>);
    await userEvent.click(screen.getByRole('button', { name: '缺失' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('请求失败，请稍后重试！', undefined));
    expect(onPageConfig).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('takes page configs from the fetch of the source it is given, no API of its own', async () => {
    const config = parseBlocks([{ modelName: 'spacing', contents: '{}' }]);
    const source: CmsLinkSource = { fetchPageConfig: vi.fn(async () => config) };
    const onPageConfig = vi.fn<(config: ParseResult) => void>();
    const ui = (
      <>
        <CmsLink link={{ linkType: 5, val: 'putters' }}>推杆</CmsLink>
        <CmsLink link={{ linkType: 7, id: 'pc-x' }} onPageConfig={onPageConfig}>配置</CmsLink>
      </>
    );
    render(<CmsLinkSourceContext.Provider value={source}><RouterProvider router={createMemoryRouter([{ path: '*', element: ui }])} /></CmsLinkSourceContext.Provider>);
    await userEvent.click(screen.getByRole('button', { name: '配置' }));
    await waitFor(() => expect(onPageConfig).toHaveBeenCalledWith(config));
    expect(source.fetchPageConfig).toHaveBeenCalledWith(expect.any(AbortSignal), 'pc-x');
  });

  it('reads category leaves from the root loader\'s flags alone: a stored category map, stale or contradicting, changes no address', () => {
    // The map the category cache once wrote, saying the opposite of the loaded flags and naming a code they lack.
    localStorage.setItem('virtualCateMap', JSON.stringify({ putters: { leafFlag: false }, golf: { leafFlag: true }, woods: { leafFlag: 'Y' } }));
    try {
      const ui = (
        <LeafCategoriesContext.Provider value={{ putters: true, golf: false }}>
          <CmsLink link={{ linkType: 5, val: 'putters' }}>推杆</CmsLink>
          <CmsLink link={{ linkType: 5, val: 'golf' }}>球杆</CmsLink>
          <CmsLink link={{ linkType: 5, val: 'woods' }}>木杆</CmsLink>
        </LeafCategoriesContext.Provider>
      );
      renderInRouter(ui);
      expect(screen.getByRole('link', { name: '推杆' }).getAttribute('href')).toBe('/products/category/putters');
      expect(screen.getByRole('link', { name: '球杆' }).getAttribute('href')).toBe('/products/golf');
      expect(screen.getByRole('link', { name: '木杆' }).getAttribute('href')).toBe('/products/woods');
    } finally {
      localStorage.removeItem('virtualCateMap');
    }
  });

  it('without a source knows no category and shows a type-7 link as plain text', () => {
    const ui = (
      <>
        <CmsLink link={{ linkType: 5, val: 'putters' }}>推杆</CmsLink>
        <CmsLink link={{ linkType: 7, id: 'pc-x' }}>配置</CmsLink>
      </>
    );
    render(<RouterProvider router={createMemoryRouter([{ path: '*', element: ui }])} />);
    expect(screen.getByRole('link', { name: '推杆' }).getAttribute('href')).toBe('/products/putters');
    expect(screen.queryByRole('button', { name: '配置' })).toBeNull();
    expect(screen.getByText('配置').tagName).toBe('SPAN');
  });
});
