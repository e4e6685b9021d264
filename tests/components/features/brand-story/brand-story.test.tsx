import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { readBrandStory } from '../../../../src/features/brand-story/brand-story-data';
import { cardLayout } from '../../../../src/features/brand-story/brand-story-landing';
import { fixtureServer, withFixtureServer } from '../../../support/fixture-server';
import { locationOf } from '../../support/frame';
import { crumbsOnScreen, renderRoute } from '../../support/route';

withFixtureServer();

// The machine is shared: give the first render (route chunk, msw warm-up) more than the default second.
configure({ asyncUtilTimeout: 5000 });

const PAGE_CONTENTS = '*/ecommerce/biz/eccms/v1/page/queryRegionContents';
const answerStory = (body: JsonBodyType, status = 200) => fixtureServer.use(http.get(PAGE_CONTENTS, () => HttpResponse.json(body, { status })));
const list = (cards: object[]) => ({ modelName: 'titleImageLink', contents: JSON.stringify(cards) });
const card = (mainTitle: string) => ({ image: '/fixture-images/workshop.jpg', mainTitle, linkUrl: { linkType: 4, val: '/brand-story/workmanship' } });
const openLanding = () => renderRoute('brand-story', { path: '/brand-story' });

describe('brand story landing', () => {
  it('shows the banner, the main title, the subtitle lines and every card, under the breadcrumb 品牌故事', async () => {
    await openLanding();
    expect(await screen.findByRole('heading', { level: 1, name: '始于 1979，为热爱而造' })).toBeTruthy();
    expect(screen.getByText(/在球场与餐桌之间/)).toBeTruthy();
    const page = within(screen.getByRole('main'));
    const cards = within(page.getByRole('list')).getAllByRole('listitem');
    expect(cards.map((li) => within(li).getByRole('heading', { level: 2 }).textContent)).toEqual([
      '品牌历程', '匠心工艺', '年度纪念盘', '产品故事', '关于 iittala', '1979 传承之夜',
    ]);
    expect(page.getByRole('list').className).toContain('cardsMany');
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe('/brand-story/our-history');
    expect(within(cards[5]!).getByRole('link').getAttribute('href')).toBe('/brand-story/pc-heritage-1979');
    await waitFor(() => expect(crumbsOnScreen()).toEqual([{ label: '品牌故事' }]));
  });

  it('navigates when a card is clicked', async () => {
    const { user, container } = await openLanding();
    await user.click(await screen.findByRole('link', { name: /匠心工艺/ }));
    await waitFor(() => expect(locationOf(container)).toBe('/brand-story/workmanship'));
  });

  it('shows the link name only where the card has one', async () => {
    answerStory({ success: true, data: [list([{ image: '/b.jpg', mainTitle: '横幅' }]), list([{ ...card('甲'), linkName: '了解更多' }, card('乙')])] });
    await openLanding();
    const cards = await within(await screen.findByRole('main')).findAllByRole('listitem');
    expect(within(cards[0]!).getByText('了解更多')).toBeTruthy();
    expect(within(cards[1]!).getByRole('link').textContent).toBe('乙');
  });

  it.each([
    [1, 'cards1'], [2, 'cards2'], [3, 'cards3'], [4, 'cardsMany'], [7, 'cardsMany'],
  ])('gives %i card(s) the layout class %s', (count, layout) => {
    expect(cardLayout(count)).toBe(layout);
  });

  it('reads entries 0 and 1 only, and leaves out a card that breaks its contract', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const story = readBrandStory([list([card('横幅')]), list([card('甲'), { mainTitle: '' }, card('乙')]), list([card('丙')])]);
    expect(story.banner?.mainTitle).toBe('横幅');
    expect(story.cards.map((c) => c.mainTitle)).toEqual(['甲', '乙']);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith('[brand story] skipped: contents[1][1].mainTitle must not be empty');
  });

  it('shows the calm empty state when neither entry holds anything', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerStory({ success: true, errorCode: '0', data: [] });
    await openLanding();
    expect(await screen.findByText('内容正在更新中')).toBeTruthy();
  });

  it.each([
    ['HTTP 500', () => answerStory({}, 500)],
    ['a network error', () => fixtureServer.use(http.get(PAGE_CONTENTS, () => HttpResponse.error()))],
  ])('on %s toasts the default retry message and shows it with a retry', async (_case, fail) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(toast, 'error');
    fail();
    await openLanding();
    expect((await screen.findByRole('alert')).textContent).toContain('请求失败，请稍后重试！');
    // The toast is raised by an effect after the message renders: wait for it rather than race it.
    await waitFor(() => expect(error).toHaveBeenCalledWith('请求失败，请稍后重试！', expect.anything()));
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });

  it('shows the failure without a toast when the server answers unsuccessful', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(toast, 'error');
    answerStory({ success: false, errorCode: '500', errorMessage: '系统繁忙', data: null });
    await openLanding();
    expect((await screen.findByRole('alert')).textContent).toContain('请求失败，请稍后重试！');
    expect(screen.queryByText('系统繁忙')).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });
});


describe('brand story sub-pages', async () => {
  it('renders a sub-page through the engine under the trail 品牌故事 > 品牌历程', async () => {
    await renderRoute('our-history', { path: '/brand-story/our-history' });
    expect(await screen.findByRole('heading', { level: 1, name: '品牌历程' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '1979 · 工坊起步' })).toBeTruthy();
    await waitFor(() => expect(crumbsOnScreen()).toEqual([{ label: '品牌故事', to: '/brand-story' }, { label: '品牌历程' }]));
  });

  it('shows the failure of a sub-page with a retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fixtureServer.use(http.get('*/ecommerce/biz/eccms/v1/page/queryRegionContents/', () => new HttpResponse('x', { status: 500 })));
    await renderRoute('workmanship', { path: '/brand-story/workmanship' });
    expect((await screen.findByRole('alert')).textContent).toContain('请求失败，请稍后重试！');
  });

  const configPage = (slug: string) => renderRoute('brand-story-page', { path: `/brand-story/${slug}`, pattern: '/brand-story/:slug' });

  it('renders the page config of a link type 2 under 品牌故事 > its name', async () => {
    await configPage('pc-heritage-1979');
    expect(await screen.findByRole('heading', { level: 1, name: '1979 传承之夜' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '回到起点' })).toBeTruthy();
    await waitFor(() => expect(crumbsOnScreen()).toEqual([{ label: '品牌故事', to: '/brand-story' }, { label: '1979 传承之夜' }]));
  });

  it('shows the calm empty state for an unknown online id', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await configPage('pc-gone');
    expect(await screen.findByText('内容正在更新中')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '品牌故事' })).toBeTruthy();
    await waitFor(() => expect(crumbsOnScreen()).toEqual([{ label: '品牌故事' }]));
  });
});
