import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../support/route';
import { withFixtureServer } from '../../../support/fixture-server';

withFixtureServer();


const NEWS = '@/productSearch/cms';
const PRODUCTS = '@/productSearch/mall/front/noAuth/v1/product/keywordList';

beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => void vi.unstubAllEnvs());

const search = (keyword: string) =>
  renderRoute('search', { path: `/search-results-page?keyword=${encodeURIComponent(keyword)}` });
const newsSection = () => screen.findByRole('region', { name: '相关资讯' });

describe('news hits on the search results page', () => {
  it('products first, then 相关资讯: each hit a titled link to its article, with date and summary', async () => {
    await search('推杆');
    const section = await newsSection();
    const listing = screen.getByRole('heading', { level: 1, name: '“推杆”的搜索结果' });
    expect(listing.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['匠人访谈：一支推杆的 72 道工序', '/news/5009'],
      ['Spider 系列推杆新增三款杆头', '/news/5012'],
      ['广州太古汇旗舰店推杆大赛', '/news/5023'],
    ]);
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(within(section).getByText('共 3 篇')).toBeTruthy();
    expect(within(section).getByText('2026-10-19').tagName).toBe('TIME');
    expect(within(section).getByText(/^匠人访谈：一支推杆的 72 道工序。/).tagName).toBe('P');
  });

  it('no news found: no section at all, the products alone', async () => {
    await search('Teema');
    expect(await screen.findByRole('heading', { level: 1, name: '“Teema”的搜索结果' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '相关资讯' })).toBeNull();
    expect(screen.queryByText('相关资讯')).toBeNull();
  });

  it('a failed news search keeps the products and says so in its own section, with a retry', async () => {
    vi.stubEnv('FIXTURE_FAULT', `500${NEWS}`);
    await search('推杆');
    const section = await newsSection();
    expect(screen.getByRole('heading', { level: 1, name: '“推杆”的搜索结果' })).toBeTruthy();
    expect(within(section).getByRole('alert').textContent).toContain('请求失败，请稍后重试！');
    expect(within(section).getByRole('button', { name: '重新加载' })).toBeTruthy();
    expect(within(section).queryByRole('link')).toBeNull();
  });

  it('failed products keep the news hits', async () => {
    vi.stubEnv('FIXTURE_FAULT', `network${PRODUCTS}`);
    await search('推杆');
    const section = await newsSection();
    expect(within(section).getAllByRole('link')).toHaveLength(3);
    expect(screen.getByRole('alert').textContent).toContain('请求失败，请稍后重试！');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('both failed: one failed state, no news section', async () => {
    vi.stubEnv('FIXTURE_FAULT', `500${NEWS},500${PRODUCTS}`);
    await search('推杆');
    expect((await screen.findByRole('alert')).textContent).toContain('请求失败，请稍后重试！');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: '相关资讯' })).toBeNull();
  });

  it('no keyword: the calm state, without a news section', async () => {
    await search('');
    expect(await screen.findByRole('heading', { name: '请输入要搜索的内容' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '相关资讯' })).toBeNull();
  });
});
