import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newsDetailSchema, newsSummarySchema } from '../../../../schemas/api/news';
import type { Loaded } from '../../../../src/api/load';
import type { NewsListData } from '../../../../src/features/news/news-data';
import { LatestNews, NewsArticle, NewsIndex } from '../../../../src/features/news/news-pages';
import { renderInFrame } from '../../support/frame';
import { withFixtureServer } from '../../../support/fixture-server';

withFixtureServer();


const summary = (id: number) => newsSummarySchema.parse({ id, title: `资讯 ${id}`, summary: `摘要 ${id}`, coverUrl: '/fixture-images/hero-1.jpg', publishTime: '2026-11-20 10:00:00' });
const catalogs = [{ id: '101', catalogName: '品牌动态', catalogCode: '' }, { id: '102', catalogName: '新品发布', catalogCode: '' }];
const listData = (page: NewsListData['page'], pageNum = 1): Loaded<NewsListData> => ({ status: 'ok', data: { catalogs, catalog: catalogs[1] ?? null, pageNum, page } });
const article = newsDetailSchema.parse({
  id: 5010, catalogId: 102, catalogName: '新品发布', title: 'SIM3 MAX 一号木全新上市', publishTime: '2026-10-24 10:00:00',
  content: '<h2>亮点</h2><p>正文<img src="/fixture-images/driver.jpg" alt="杆头" onerror="alert(1)"></p><script>alert(1)</script><a href="javascript:alert(1)">坏链接</a>',
  prev: null, next: { id: 5011, title: 'P·790 铁杆组 2027 款发布' },
});

describe('news list', () => {
  it('shows the catalogues as tabs, the chosen one current, and its page of news with a pager that keeps the catalogue', async () => {
    const page = { status: 'ok' as const, data: { list: [summary(1), summary(2)], total: 14, pageNum: 2, pageSize: 6 } };
    await renderInFrame(<NewsIndex title="新闻资讯" loaded={listData(page, 2)} />, { path: '/news?catalog=102&page=2' });
    const tabs = await screen.findByRole('navigation', { name: '资讯分类' });
    expect(within(tabs).getByRole('link', { name: '新品发布' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: '品牌动态' }).getAttribute('href')).toBe('/news?catalog=101');
    const list = screen.getByRole('list', { name: '资讯列表' });
    expect(within(list).getByRole('link', { name: '资讯 1' }).getAttribute('href')).toBe('/news/1');
    expect(within(list).getAllByText('2026-11-20')).toHaveLength(2);
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getByRole('link', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('link', { name: '上一页' }).getAttribute('href')).toBe('/news?catalog=102');
    expect(within(pager).getByRole('link', { name: '下一页' }).getAttribute('href')).toBe('/news?catalog=102&page=3');
  });

  it('says so calmly when a catalogue has no news, and offers the first page past the last', async () => {
    const { unmount } = await renderInFrame(<NewsIndex title="新闻资讯" loaded={listData({ status: 'empty', reason: 'no news' })} />, { path: '/news' });
    expect((await screen.findByRole('heading', { name: '暂无资讯' })).closest('[role=status]')).not.toBeNull();
    unmount();
    await renderInFrame(<NewsIndex title="新闻资讯" loaded={listData({ status: 'empty', reason: 'past' }, 9)} />, { path: '/news?catalog=102&page=9' });
    expect((await screen.findByRole('link', { name: '回到第一页' })).getAttribute('href')).toBe('/news?catalog=102');
  });

  it('shows a failed page with its message and a retry', async () => {
    await renderInFrame(<LatestNews title="最新资讯" loaded={{ pageNum: 1, page: { status: 'failed', cause: 'request', message: '请求失败，请稍后重试！' } }} />, { path: '/latest-news' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('请求失败，请稍后重试！');
    expect(within(alert).getByRole('button', { name: '重新加载' })).toBeTruthy();
  });
});

describe('news article', () => {
  it('shows the title, date, catalogue and sanitised rich text, with the next article and the way back to its list', async () => {
    const { container } = await renderInFrame(<NewsArticle loaded={{ status: 'ok', data: article }} />, { path: '/news/5010' });
    expect(await screen.findByRole('heading', { level: 1, name: 'SIM3 MAX 一号木全新上市' })).toBeTruthy();
    expect(screen.getByText('2026-10-24')).toBeTruthy();
    expect(screen.getByText('新品发布')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '亮点' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '杆头' }).hasAttribute('onerror')).toBe(false);
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('坏链接').getAttribute('href')).toBeNull();
    const nav = screen.getByRole('navigation', { name: '更多资讯' });
    expect(within(nav).getByRole('link', { name: /下一篇/ }).getAttribute('href')).toBe('/news/5011');
    expect(within(nav).queryByRole('link', { name: /上一篇/ })).toBeNull();
    expect(within(nav).getByRole('link', { name: '返回资讯列表' }).getAttribute('href')).toBe('/news?catalog=102');
  });

  it('shows a clear not-found state for an unknown id', async () => {
    await renderInFrame(<NewsArticle loaded={{ status: 'empty', reason: 'no article' }} />, { path: '/news/nope' });
    expect((await screen.findByRole('heading', { name: '资讯不存在或已下线' })).closest('[role=status]')).not.toBeNull();
    expect(screen.getByRole('link', { name: '返回资讯列表' }).getAttribute('href')).toBe('/news');
  });
});
