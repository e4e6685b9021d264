import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeBlock, props, renderBlock } from '../support/blocks';

describe('brandStoryTitle block', () => {
  it('renders eyebrow, title and subtitle, centred by default', () => {
    renderBlock('brandStoryTitle', homeBlock('brandStoryTitle').props);
    const title = screen.getByRole('heading', { level: 2, name: '为热爱者打造的每一件器物' });
    expect(screen.getByText('MERIDIAN · SINCE 1979')).toBeTruthy();
    expect(screen.getByText('从球场到餐桌，我们以同样的匠心对待每一个细节。')).toBeTruthy();
    expect(title.parentElement?.className).toContain('center');
  });

  it('makes a phone number in the subtitle a tel: link', () => {
    renderBlock('brandStoryTitle', props('brandStoryTitle', { title: '您好', subTitle: '周一至周日 10:00-17:00 · 400-820-1979' }));
    expect(screen.getByRole('link', { name: '400-820-1979' }).getAttribute('href')).toBe('tel:4008201979');
    expect(screen.getByText((_, node) => node?.tagName === 'P' && node.textContent === '周一至周日 10:00-17:00 · 400-820-1979')).toBeTruthy();
  });

  it('applies the CMS font size bucket, colour and alignment', () => {
    renderBlock('brandStoryTitle', props('brandStoryTitle', { title: '标题', titleSize: '40px', textColor: '#8a6d3b', textAlign: 3 }));
    const title = screen.getByRole('heading', { name: '标题' });
    expect(title.className).toContain('standard-06');
    expect(title.style.color).toBe('rgb(138, 109, 59)');
    expect(title.parentElement?.className).toContain('right');
  });
});
