import type { FunctionComponent } from 'react';
import type { BlockComponentProps } from '../../../../src/blocks/block-types';
import { readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { blockRegistry } from '../../../../src/blocks/registry';
import { PreviewEditor } from '../../../../src/features/preview/preview-editor';
import { fixtureServer, withFixtureServer } from '../../../support/fixture-server';

withFixtureServer();


const item = (modelName: string, contents: unknown) => ({ modelName, contents: typeof contents === 'string' ? contents : JSON.stringify(contents) });
const pasted = [
  item('brandStoryTitle', { eyebrow: 'SINCE 1979', title: '品牌故事' }),
  item('hero', '{"slides": ['),
  item('carousel3d', {}),
  item('goods', { list: [{ spuId: 1, image: 'not a url', name: '一号木' }] }),
  item('spacing', { height: 20 }),
  item('storyBasicConfig', { banner: 'x' }),
  item('common', { content: '<p>保养指南正文</p>' }),
];

function renderPreview() {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <PreviewEditor />
    </MemoryRouter>,
  );
  return user;
}

describe('/__preview editor', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // One block component that throws while rendering, to show that the preview marks it and goes on.
    vi.spyOn(blockRegistry as Record<'spacing', FunctionComponent<BlockComponentProps<'spacing'>>>, 'spacing').mockImplementation(() => {
      throw new Error('spacing exploded');
    });
  });

  it('renders pasted CMS JSON with the real engine, marks broken items in place and lists their issues', async () => {
    const user = renderPreview();
    const json = screen.getByLabelText('CMS 内容 JSON');
    await user.click(json);
    await user.paste(JSON.stringify(pasted));
    await user.click(screen.getByRole('button', { name: '渲染预览' }));

    expect((await screen.findByRole('status')).textContent).toContain('已渲染 2 个区块，发现 4 个问题');
    const page = screen.getByRole('region', { name: '渲染结果' });
    expect(within(page).getByRole('heading', { name: '品牌故事' })).toBeTruthy();
    expect(within(page).getByText('保养指南正文')).toBeTruthy();

    const notes = within(page).getAllByRole('note').map((note) => note.textContent);
    expect(notes).toEqual([
      expect.stringContaining('第 1 项（hero）未渲染JSON 格式错误'),
      expect.stringContaining('第 2 项（carousel3d）未渲染未知模型'),
      expect.stringContaining('第 3 项（goods）未渲染内容不符合约定list[0].image'),
      expect.stringContaining('第 4 项（spacing）未渲染渲染出错'),
    ]);
    // Placeholders stand where their items were: after the heading (index 0), before the text (index 6).
    const order = [...page.querySelectorAll('[role="note"], [data-index]')].map((el) => el.getAttribute('data-index') ?? el.id);
    expect(order).toEqual(['0', 'preview-item-1', 'preview-item-2', 'preview-item-3', 'preview-item-4', '6']);

    const issues = within(screen.getByRole('complementary', { name: '问题列表' })).getAllByRole('listitem');
    expect(issues).toHaveLength(4);
    expect(issues[2]?.textContent).toContain('序号 3');
    expect(issues[2]?.textContent).toContain('模型 goods');
    expect(issues[2]?.textContent).toContain('list[0].image');
    expect(issues[2]?.textContent).toContain('必须是 http(s) 网址或以 / 开头的站内路径');
    expect(issues[2]?.textContent).not.toContain('must be');
    expect(issues[0]?.textContent).toContain('JSON 格式错误');
    expect(issues[1]?.textContent).toContain('未知模型 "carousel3d"');
    expect(issues[3]?.textContent).toContain('spacing exploded');
    expect(within(issues[0] as HTMLElement).getByRole('link').getAttribute('href')).toBe('#preview-item-1');
  });

  it('reads a page config whose contents is a JSON string', async () => {
    const user = renderPreview();
    await user.click(screen.getByLabelText('CMS 内容 JSON'));
    await user.paste(JSON.stringify({ pageId: 'p1', contents: JSON.stringify([item('common', { content: '<p>配置内容</p>' })]) }));
    await user.click(screen.getByRole('button', { name: '渲染预览' }));
    expect(await screen.findByText('配置内容')).toBeTruthy();
    expect(screen.getByText('没有发现问题。')).toBeTruthy();
  });

  it('says what is wrong with input that is not CMS JSON', async () => {
    const user = renderPreview();
    await user.click(screen.getByLabelText('CMS 内容 JSON'));
    await user.paste('{"modelName": ');
    await user.click(screen.getByRole('button', { name: '渲染预览' }));
    const alert = await screen.findByRole('alert');
    expect(shownText(alert)).toBe('无法识别的 JSON，请检查格式');
    expect((screen.getByText('技术详情').closest('details') as HTMLDetailsElement).textContent).toMatch(/JSON/);
  });

  const READABLE = '*/ecommerce/biz/eccms/v1/content/queryReadableContent';
  async function fetchContent(user: ReturnType<typeof userEvent.setup>, id: string) {
    await user.selectOptions(screen.getByLabelText('获取方式'), '内容 ID');
    await user.type(screen.getByLabelText('ID'), id);
    await user.click(screen.getByRole('button', { name: '获取并预览' }));
  }
  /** The visible words of a state: its text without the folded-away detail. */
  const shownText = (element: HTMLElement) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('details').forEach((details) => details.remove());
    return copy.textContent ?? '';
  };

  it.each([
    ['HTTP 500', () => new HttpResponse('Internal Server Error', { status: 500 }), /status code 500/],
    ['a dropped connection', () => HttpResponse.error(), /fetch/i],
    ['a truncated body', () => new HttpResponse('{"success": true, "data": [{"modelName', { headers: { 'content-type': 'application/json' } }), /JSON/],
    ['a contract-breaking answer', () => HttpResponse.json({ success: true, errorCode: '0', data: 'x' }), /data/],
  ])('on %s shows the visitors\' failed state in Chinese, the raw detail folded away, and tries again', async (_case, fail, raw) => {
    let calls = 0;
    fixtureServer.use(http.get(READABLE, () => (++calls === 1 ? fail() : HttpResponse.json({ success: true, errorCode: '0', errorMessage: null, data: [item('brandStoryTitle', { title: '再次获取' })] }))));
    const user = renderPreview();
    await fetchContent(user, 'c-1');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: '页面暂时无法加载' })).toBeTruthy();
    expect(shownText(alert.parentElement as HTMLElement)).toContain('请求失败，请稍后重试！');
    expect(shownText(alert.parentElement as HTMLElement)).not.toMatch(/status code|fetch|JSON|Unterminated|contract|data/i);
    const details = screen.getByText('技术详情').closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(details.textContent).toMatch(raw);
    await user.click(within(alert).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { name: '再次获取' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the visitors\' empty state for an id with nothing to show, and the failed state for a refusal', async () => {
    fixtureServer.use(
      http.get(READABLE, ({ request }) =>
        new URL(request.url).searchParams.get('contentId') === 'empty'
          ? HttpResponse.json({ success: true, errorCode: '0', errorMessage: null, data: [] })
          : HttpResponse.json({ success: false, errorCode: '500', errorMessage: 'system busy', data: null }),
      ),
    );
    const user = renderPreview();
    await fetchContent(user, 'empty');
    expect(await screen.findByRole('heading', { name: '内容正在更新中' })).toBeTruthy();
    await user.clear(screen.getByLabelText('ID'));
    await fetchContent(user, 'refused');
    const alert = await screen.findByRole('alert');
    expect(shownText(alert)).toContain('请求失败，请稍后重试！');
    expect(shownText(alert)).not.toContain('system busy');
  });

  it('fetches content by id from the backend and renders it', async () => {
    fixtureServer.use(
      http.get('*/ecommerce/biz/eccms/v1/content/queryReadableContent', ({ request }) =>
        new URL(request.url).searchParams.get('contentId') === 'c-42'
          ? HttpResponse.json({ success: true, errorCode: '0', errorMessage: null, data: [item('brandStoryTitle', { title: '远程内容' })] })
          : HttpResponse.json({ success: false, errorCode: '404', errorMessage: 'no such content', data: [] }),
      ),
    );
    const user = renderPreview();
    await user.selectOptions(screen.getByLabelText('获取方式'), '内容 ID');
    await user.type(screen.getByLabelText('ID'), 'c-42');
    await user.click(screen.getByRole('button', { name: '获取并预览' }));
    expect(await screen.findByRole('heading', { name: '远程内容' })).toBeTruthy();
  });

  it('checks every link of the rendered blocks and shows what it found beside the block that holds the link', async () => {
    const brokenLinks = readFileSync('fixtures/faulty/page/rc-broken-links.json', 'utf8');
    const user = renderPreview();
    await user.click(screen.getByLabelText('CMS 内容 JSON'));
    await user.paste(brokenLinks);
    await user.click(screen.getByRole('button', { name: '渲染预览' }));

    const status = await screen.findByRole('status');
    await expect.poll(() => status.textContent).toContain('链接检查：13 个失效链接，2 处商品信息不一致');
    const page = screen.getByRole('region', { name: '渲染结果' });
    // Each block's notes follow that block, before the next one.
    const order = [...page.querySelectorAll('[data-index], [data-link-notes]')].map((el) => el.getAttribute('data-index') ?? `notes ${el.getAttribute('data-link-notes')}`);
    expect(order).toEqual(['0', 'notes 0', '1', 'notes 1', '2', 'notes 2', '3', 'notes 3', '4', 'notes 4']);
    const notesOf = (index: number) => page.querySelector(`[data-link-notes="${index}"]`)?.textContent ?? '';
    expect(notesOf(0)).toContain('失效链接：商品 9999 不存在');
    expect(notesOf(0)).toContain('失效链接：分类 no-such-series 不存在');
    expect(notesOf(0)).not.toContain('irons');
    expect(notesOf(2)).toContain('失效链接：网站没有 /no-such-page 这个页面');
    expect(notesOf(2)).toContain('失效链接：商品 7777 不存在（短链接 /s/dead-target 的目标）');
    expect(notesOf(3)).toContain('卡片名称「SIM3 MAX 一号木（旧款）」与所链接商品的名称「SIM3 MAX 一号木」不一致');
    expect(notesOf(3)).toContain('卡片价格 12800 与所链接商品的价格 9800 不一致');
    expect(notesOf(4)).toContain('失效链接：资讯 424242 不存在');
    expect(notesOf(4)).toContain('/not-a-route');
    expect(within(page.querySelector('[data-link-notes="3"]') as HTMLElement).getByRole('heading').textContent).toBe('此区块的链接检查（3）');
  });

  it('says which link targets it could not check when the backend does not answer, without calling them dead', async () => {
    fixtureServer.use(http.get('*/product/fullProductDetail', () => HttpResponse.error()));
    const user = renderPreview();
    await user.click(screen.getByLabelText('CMS 内容 JSON'));
    await user.paste(JSON.stringify([item('goods', { list: [{ spuId: '1001', image: '/a.jpg', name: 'SIM3 MAX 一号木', link: { linkType: 3, linkSpuId: '1001' } }] })]));
    await user.click(screen.getByRole('button', { name: '渲染预览' }));
    const status = await screen.findByRole('status');
    await expect.poll(() => status.textContent).toContain('链接检查：1 个链接目标暂时无法确认');
    expect(screen.getByRole('complementary', { name: '此区块的链接检查（1）' }).textContent).toContain('无法确认链接目标 /pdp/1001，请稍后重试');
  });
});
