import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseBlocks } from '../../../../../src/engine/parse';
import { CmsContent } from '../../../../../src/features/shared/content/cms-content';
import type { RouteContent } from '../../../../../src/features/shared/content/route-content';
import { renderInRouter } from '../../../support/blocks';

const broken = (JSON.parse(readFileSync('fixtures/faulty/page/rc-broken-demo.json', 'utf8')) as { data: { modelName: string; contents: unknown }[] }).data;

describe('CmsContent', () => {
  it('renders the valid blocks of a broken page and warns about its invalid ones once, never as errors', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    const { container, rerender } = renderInRouter(<CmsContent content={{ status: 'ok', data: parseBlocks(broken) }} />);
    expect([...container.querySelectorAll('[data-block]')].map((b) => b.getAttribute('data-block'))).toEqual([
      'brandStoryTitle', 'fixedSize_02', 'common', 'category02',
    ]);
    expect(container.querySelector('script')).toBeNull();
    const summary = warn.mock.calls.map((c) => String(c[0])).filter((line) => line.includes('skipped as invalid'));
    expect(summary).toHaveLength(1);
    expect(summary[0]).toContain('#5 goods list[0].image must be');
    expect(summary[0]).toContain('#8 videoBlock videoUrl missing');
    rerender(<></>);
    expect(error).not.toHaveBeenCalled();
  });

  it('shows the failure message, a retry and a way home when the content could not be fetched', () => {
    renderInRouter(<CmsContent content={{ status: 'failed', cause: 'request', message: '请求失败，请稍后重试！' }} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('请求失败，请稍后重试！');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });

  it.each([
    ['an empty answer', { status: 'empty', reason: 'the content list is empty' }],
    ['a list none of whose entries can be shown', { status: 'ok', data: parseBlocks([null, { modelName: 'spacing' }, { modelName: 7 }]) }],
  ] satisfies [string, RouteContent][])('says calmly that there is nothing yet, for %s', (_name, content) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderInRouter(<CmsContent content={content} />);
    expect(screen.getByRole('status').textContent).toContain('内容正在更新中');
    expect(container.querySelectorAll('[data-block]')).toHaveLength(0);
    if (content.status === 'ok') expect(warn).toHaveBeenCalledWith('[cms] none of the 3 content entries can be shown');
  });

  it.each([
    ['failed', { status: 'failed', cause: 'request', message: '请求失败，请稍后重试！' }],
    ['came back empty', { status: 'empty', reason: 'the content list is empty' }],
  ] satisfies [string, RouteContent][])('optional content that %s leaves its place empty: no message, no retry', (_name, content) => {
    const { container } = renderInRouter(<CmsContent content={content} optional />);
    expect(container.innerHTML).toBe('');
  });

  it('optional content that loaded renders its blocks', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderInRouter(<CmsContent content={{ status: 'ok', data: parseBlocks(broken) }} optional />);
    expect(container.querySelectorAll('[data-block]')).toHaveLength(4);
  });
});
