import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { CmsContent } from '../../../../src/features/content/cms-content';
import { renderInRouter } from '../../support/blocks';

const broken = (JSON.parse(readFileSync('fixtures/data/page/rc-broken-demo.json', 'utf8')) as { data: { modelName: string; contents: unknown }[] }).data;

describe('CmsContent', () => {
  it('renders the valid blocks of a broken page and warns about its invalid ones once, never as errors', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    const { container, rerender } = renderInRouter(<CmsContent content={{ items: broken }} />);
    expect([...container.querySelectorAll('[data-block]')].map((b) => b.getAttribute('data-block'))).toEqual([
      'brandStoryTitle', 'fixedSize_02', 'common', 'category02',
    ]);
    expect(container.querySelector('script')).toBeNull();
    const summary = warn.mock.calls.map((c) => String(c[0])).filter((line) => line.includes('skipped as invalid'));
    expect(summary).toHaveLength(1);
    expect(summary[0]).toContain('#5 goods at list.0.image');
    expect(summary[0]).toContain('#8 videoBlock at videoUrl');
    rerender(<></>);
    expect(error).not.toHaveBeenCalled();
  });

  it('leaves alone the models a page reads itself', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const items = [{ modelName: 'storyBasicConfig', contents: '{}' }, { modelName: 'brandStoryTitle', contents: '{"title":"品牌故事"}' }];
    const { container } = renderInRouter(<CmsContent content={{ items }} ignore={['storyBasicConfig']} />);
    expect(container.querySelectorAll('[data-block]')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: '品牌故事' })).toBeTruthy();
  });

  it('shows the error notice when the content could not be fetched', () => {
    renderInRouter(<CmsContent content={{ items: [], error: 'HTTP 500' }} />);
    expect(screen.getByRole('alert').textContent).toBe('请求失败，请稍后重试！');
  });
});
