import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeBlock, props, renderBlock } from '../support/blocks';

describe('highlight block', () => {
  it('renders the headline, the rich text and the link on its colour field', () => {
    renderBlock('highlight', homeBlock('highlight').props);
    const title = screen.getByRole('heading', { level: 2, name: '四十余年，只为更好的一击' });
    expect(title.style.color).toBe('rgb(255, 255, 255)');
    expect(screen.getByText('手工打磨').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: '阅读品牌历程' }).getAttribute('href')).toBe('/brand-story/our-history');
    expect(title.parentElement?.className).toContain('center');
    expect(title.parentElement?.parentElement?.style.background).toBe('rgb(0, 36, 74)');
  });

  it('sanitises its HTML: no <script>, no on* attributes, no javascript: links', () => {
    const html = '<p onclick="steal()">文本</p><script>steal()</script><a href="javascript:steal()">坏链接</a><img src="x.jpg" onerror="steal()">';
    const { container } = renderBlock('highlight', props('highlight', { title: '安全', content: html, textAlign: 1 }));
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onclick|onerror|javascript:/);
    expect(screen.getByText('文本').tagName).toBe('P');
    expect(screen.getByRole('heading', { name: '安全' }).parentElement?.className).toContain('left');
  });
});
