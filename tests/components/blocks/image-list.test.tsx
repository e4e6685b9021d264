import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeBlock, props, renderBlock } from '../support/blocks';

describe('imageList block', () => {
  it('renders each picture with its caption and link, at the configured ratio and columns', () => {
    const { container } = renderBlock('imageList', homeBlock('imageList').props);
    const section = screen.getByRole('region', { name: '线下精品店' });
    const figures = section.querySelectorAll('figure');
    expect(figures).toHaveLength(3);
    expect(within(figures[0] as HTMLElement).getByText('上海 · 新天地旗舰店').tagName).toBe('FIGCAPTION');
    expect(within(section).getByRole('link', { name: '上海 · 新天地旗舰店' }).getAttribute('href')).toBe('/find-us/flagship-stores');
    const img = within(section).getByRole('img', { name: '北京三里屯精品店' });
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '800']);
    expect(container.querySelector('ul')?.style.getPropertyValue('--columns')).toBe('3');
  });

  it('uses the RC card ratio by default and shows unlinked pictures without a link', () => {
    renderBlock('imageList', props('imageList', { list: [{ image: '/a.jpg', alt: '无链接' }] }));
    expect(screen.queryByRole('link')).toBeNull();
    const img = screen.getByRole('img', { name: '无链接' });
    expect(img.getAttribute('height')).toBe(String(Math.round(1200 / (676 / 528))));
  });
});
